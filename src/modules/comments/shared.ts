// What the web app shares with comments: the events it applies to the threads it shows.
export { type CommentEvent, commentEventSchemas } from './events';
