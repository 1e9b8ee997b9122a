// What the block card mounts: the assistant's menu in its toolbar, and its panel under the editor.
export { AssistMenu } from './AssistMenu';
export { AssistPanel } from './AssistPanel';
