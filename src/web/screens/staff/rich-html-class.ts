// How sanitised rich text (an email preview, an announcement) is drawn: the page's reset styles take
// headings and lists back to plain text, so these put the editor's formatting back.
export const richHtmlClass =
  '[&_a]:text-primary [&_a]:underline [&_h1]:text-2xl [&_h2]:text-xl [&_h3]:text-lg [&_h4]:text-base [&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:font-semibold [&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:my-2 ' +
  '[&_ol]:list-decimal [&_ul]:list-disc [&_ol,&_ul]:pl-6 [&_p]:my-1 [&_img]:max-w-full [&_.ql-indent-1]:pl-8 [&_.ql-indent-2]:pl-16 [&_.ql-indent-3]:pl-24';
