/** "Example.com, example.de " → ['example.com', 'example.de']: each once, in lower case. */
export function domainsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The domain of an address, in lower case. */
export const domainOfEmail = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

export const SECRET_NEEDED = 'Enter the client secret your provider gave you.';
export const NO_SUCH_ADMIN = 'None of your company’s admins has this address.';
export const domainTaken = (domains: string[]) => `Another company already signs in with these domains: ${domains.join(', ')}.`;
export const discoveryFailed = (why: string) => `The provider’s discovery document could not be read at this address (${why}).`;
