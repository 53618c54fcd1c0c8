/** HTTP against a server process that may die at any moment: the status it answered, or none at all. */
export interface Answer {
  /** null when no answer came (the process was killed, the connection broke). */
  status: number | null;
  text: string;
}

export interface Call {
  method: string;
  url: string;
  jwt?: string | null;
  json?: unknown;
  form?: FormData;
}

export async function send(base: string, { method, url, jwt, json, form }: Call): Promise<Answer> {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(jwt && { authorization: `JWT ${jwt}` }), ...(json !== undefined && { 'content-type': 'application/json' }) },
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: null, text: '' };
  }
}

/** For set-up while the server is known to run: anything but 2xx throws. */
export async function call<T>(base: string, request: Call): Promise<T> {
  const answer = await send(base, request);
  if (answer.status === null || answer.status >= 300) {
    throw new Error(`${request.method} ${request.url}: ${answer.status ?? 'no answer'} ${answer.text.slice(0, 500)}`);
  }
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}
