// The part of the catalog for the code loaded after the first render: in the build, the messages
// messages.ts leaves out (scripts/build-renderer.mjs splits them); run as source, the whole catalog.
export { messages } from './messages.ts';
