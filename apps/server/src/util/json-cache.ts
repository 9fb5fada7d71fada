const texts = new WeakMap<object, string>();

/**
 * `JSON.stringify(value)`, computed once per object: the text is kept for as long as the object
 * lives. Only for values that are never changed once made, such as the events of a log entry,
 * which are serialised both for the database and for the frames sent to clients.
 */
export function cachedJson(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
