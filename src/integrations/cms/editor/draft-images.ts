/*
 * A photo chosen in the editor is a draft until the entry is saved: Decap writes it with the save
 * (the file API checks and writes both together). Its preview, though, asks for the photo's
 * address on the site (/media/ana.jpg), which does not exist yet, and showed a broken picture.
 * Decap holds the chosen file as a blob: a preview that fails is pointed at it.
 */

const drafts = new Map<string, string>();

/** A file name as the media folder would hold it: "Ana Souza.JPG" → "ana-souza.jpg". */
const asStored = (name: string) => name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-");

export function showDraftImages() {
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    if (object instanceof File) {
      drafts.set(object.name.toLowerCase(), url);
      drafts.set(asStored(object.name), url);
    }
    return url;
  };
  document.addEventListener(
    "error",
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const name = decodeURIComponent(new URL(image.src, location.href).pathname.split("/").at(-1) ?? "");
      const draft = drafts.get(name.toLowerCase());
      if (draft && image.src !== draft) image.src = draft;
    },
    true,
  );
}
