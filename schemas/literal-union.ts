import Type, { type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * A choice among a constant list (`anyOf` of `const`s, as `Type.Union` of `Type.Literal`s writes it), so the list is
 * written once. Mapped by hand, such a union types as never under Static: the tuple type keeps each member.
 */
export const literalUnion = <const T extends readonly string[]>(values: T, options?: TSchemaOptions, titles?: Record<T[number], string>): TUnion<Literals<T>> =>
  Type.Union(values.map((v) => Type.Literal(v, titles && { title: titles[v as T[number]] })) as Literals<T>, options) as TUnion<Literals<T>>;
