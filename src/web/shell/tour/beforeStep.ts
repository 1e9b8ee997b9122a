import type { BeforeStep } from './tourDefinition';

/** SPEC §3 beforeStep: acts on an element, then gives what it opens time to appear. Fails when the element is missing. */
export async function runBeforeStep({ action, selector, delay }: BeforeStep): Promise<void> {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`No element matches ${selector}`);
  if (action === 'click') element.click();
  await new Promise((resolve) => setTimeout(resolve, delay));
}
