/** The next task: what follows runs after the browser has had its turn (input, a frame, other tasks). */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
