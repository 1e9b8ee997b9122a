import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** A message's arguments ({minutes}, {left}…) and, for each plural, the categories it says. */
export type MessageShape = { arguments: Set<string>; plurals: { argument: string; categories: string[] }[] };

function walk(elements: MessageFormatElement[], shape: MessageShape) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) shape.arguments.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      shape.arguments.add(element.value);
      if (element.type === TYPE.plural)
        shape.plurals.push({ argument: element.value, categories: Object.keys(element.options) });
      for (const option of Object.values(element.options)) walk(option.value, shape);
    }
    if (element.type === TYPE.tag) walk(element.children, shape);
  }
}

/** What an ICU message uses; throws a SyntaxError when it is not ICU MessageFormat. */
export function messageShape(message: string): MessageShape {
  const shape: MessageShape = { arguments: new Set(), plurals: [] };
  walk(parse(message, { requiresOtherClause: true }), shape);
  return shape;
}

/** Why a text cannot stand for an English word ("About {minutes…} min"), or null: it must be ICU and use no argument the English lacks. */
export function wordProblem(text: string, english: string): string | null {
  let shape: MessageShape;
  try {
    shape = messageShape(text);
  } catch {
    return 'is not a valid message (check its braces)';
  }
  const known = messageShape(english).arguments;
  const unknown = [...shape.arguments].filter((a) => !known.has(a));
  return unknown.length ? `uses {${unknown.join('}, {')}}, which this word does not have` : null;
}
