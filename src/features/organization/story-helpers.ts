/** What the helpers need of a story's canvas (Testing Library queries bound to it). */
interface Canvas {
  queryAllByRole(role: 'treeitem'): HTMLElement[];
}

/** The tree's rows now in the page (only those in view: the tree is virtualised). */
export const rows = (canvas: Canvas) => canvas.queryAllByRole('treeitem');

/** The row of one person, by the name it shows. */
export function row(canvas: Canvas, name: string): HTMLElement {
  const found = rows(canvas).find((r) => r.textContent?.startsWith(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

const pause = (ms = 30) => new Promise((r) => setTimeout(r, ms));

function fire(type: string, element: Element, dataTransfer: DataTransfer) {
  const box = element.getBoundingClientRect();
  element.dispatchEvent(
    new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      dataTransfer,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2,
    }),
  );
}

/**
 * Drags one row onto the middle of another, as a pointer would: the HTML5 drag events
 * react-dnd listens to, with the pauses it takes between them.
 */
export async function dragOnto(source: HTMLElement, target: HTMLElement): Promise<void> {
  const dataTransfer = new DataTransfer();
  const handle = source.querySelector('.org-node') ?? source;
  const over = target.querySelector('.org-node') ?? target;
  fire('dragstart', handle, dataTransfer);
  await pause();
  fire('dragenter', over, dataTransfer);
  fire('dragover', over, dataTransfer);
  await pause(60);
  fire('drop', over, dataTransfer);
  fire('dragend', handle, dataTransfer);
  await pause();
}
