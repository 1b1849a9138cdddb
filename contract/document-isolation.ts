// A guest's document of the app is left in its opener's browsing context, and says so in this meta
// element; a document served to a request with a session cookie is isolated and carries none. A
// signed-in screen is only ever shown in an isolated document (docs/decisions/021).
export const openDocumentMeta = { name: "ln-opener-isolation", content: "off" } as const;
