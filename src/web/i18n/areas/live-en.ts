// English strings of the live layer (issue 24): a record changed by someone else since it was shown, and
// who else has a record open. Read as t('live.<key>'); live-zh.ts has the same keys.
export const liveEn = {
  changed: {
    title: 'Changed since you saw it',
    by: '{{record}} was changed by {{who}} while you had it open.',
    bySomeone: '{{record}} was changed by someone else while you had it open.',
    now: 'It is now {{status}}.',
    nothingSent: 'Nothing was sent.',
    goAhead: 'Go ahead on the new state',
    cancel: 'Cancel',
    notHere: 'It is no longer on this screen: open it to act on it.',
  },
  alsoOpen: 'Also open: {{names}}',
} as const;
