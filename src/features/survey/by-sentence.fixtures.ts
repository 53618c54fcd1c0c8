/**
 * A text matcher for a sentence that holds a name: the name sits in a `<bdi>` (so another script cannot reorder the
 * punctuation around it), which splits the sentence over elements, and `getByText` compares one element's own text.
 * This matches the innermost element whose whole text is the sentence.
 */
export function bySentence(sentence: string | RegExp) {
  const matches = (text: string | null) => (typeof sentence === 'string' ? text === sentence : sentence.test(text ?? ''));
  return (_content: string, element: Element | null) =>
    !!element && matches(element.textContent) && ![...element.children].some((child) => matches(child.textContent));
}
