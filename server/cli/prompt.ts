import { createInterface } from 'node:readline';

/** Reads one line from the terminal; hidden input echoes nothing (passwords). */
export function ask(question: string, { hidden = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (hidden) {
      // Keep the question visible, swallow the typed characters (readline's own writer, which its types do not list).
      Object.assign(rl, {
        _writeToOutput: (s: string) => {
          if (s.includes(question)) process.stdout.write(s);
          else if (s.includes('\n') || s.includes('\r')) process.stdout.write('\n');
        },
      });
    }
    rl.question(question, (answer) => {
      rl.close();
      resolve(hidden ? answer : answer.trim());
    });
  });
}
