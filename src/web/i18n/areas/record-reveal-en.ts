// What a list says when it opens a record the person chose (palette, link) that its view hid.
export const recordRevealEn = {
  record: '{{kind}} {{id}}',
  widened: 'Filters cleared to show {{record}}: {{filters}}.',
  offPage: '{{record}} is not on this page of the list: it is open beside it, and the keys act on it.',
  missing: '{{record}} was not found.',
};
