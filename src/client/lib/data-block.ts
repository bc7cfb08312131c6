// A JSON data block the server wrote into the page (the owner's prices, the business's name and
// phone), read before the page is drawn so it hydrates with what the server drew.
export function readDataBlock<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    // A block not well formed: the build's values, as without one.
    return null;
  }
}
