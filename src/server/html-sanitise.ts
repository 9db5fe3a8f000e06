// Job-ad descriptions arrive as HTML from the rich-text editor (spec §9 toolbar: bold, italic, underline,
// lists, indent, headers 1-6, colour, background, link, image, video). sanitize-html keeps exactly what
// that toolbar makes and drops everything else, so a stored description is safe to render as HTML.
import sanitizeHtml from 'sanitize-html';

/** Quill's video embed is an iframe; only these players may be embedded. */
const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'img', 'iframe'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'class', 'frameborder', 'allowfullscreen'],
    li: ['data-list', 'class'],
    p: ['class'],
    h1: ['class'], h2: ['class'], h3: ['class'], h4: ['class'], h5: ['class'], h6: ['class'],
    span: ['style'], strong: ['style'], em: ['style'], u: ['style'],
  },
  // Indent is Quill's ql-indent-1..8 class; the video embed is ql-video.
  allowedClasses: {
    p: ['ql-indent-*'], li: ['ql-indent-*'], iframe: ['ql-video'],
    h1: ['ql-indent-*'], h2: ['ql-indent-*'], h3: ['ql-indent-*'], h4: ['ql-indent-*'], h5: ['ql-indent-*'], h6: ['ql-indent-*'],
  },
  allowedStyles: { '*': { color: colour, 'background-color': colour } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'], iframe: ['https'] },
  allowedIframeHostnames: VIDEO_HOSTS,
  allowProtocolRelative: false,
  // Links leave the console in a new tab that cannot reach back into it.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  // An image or video without an allowed source (relative, another host, a non-image data: URL) is dropped whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !/^(https:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(frame.attribs.src ?? ''))
    || (frame.tag === 'iframe' && !/^https:\/\//i.test(frame.attribs.src ?? '')),
};

/** The description as it is stored: only the toolbar's markup, everything else removed. */
export function sanitiseDescription(html: string): string {
  // Quill 2's getSemanticHTML writes every space as &nbsp;, which would stop the text wrapping.
  return sanitizeHtml(html, options).replace(/&nbsp;|\u00a0/g, ' ').trim();
}

/** The words of a description, for search snippets and the 'has text' check. */
export function descriptionText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
