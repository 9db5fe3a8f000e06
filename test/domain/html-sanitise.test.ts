// The job-ad description sanitiser keeps what the §9 toolbar makes and removes everything else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { descriptionText, sanitiseDescription } from '../../src/server/html-sanitise';

test('keeps the toolbar markup', () => {
  const html = '<h2>About the role</h2><p><strong>Bold</strong> <em>it</em> <u>u</u></p>'
    + '<ol><li data-list="bullet" class="ql-indent-1">Point</li></ol>'
    + '<p><span style="color: #e60000; background-color: rgb(255, 255, 0)">colour</span></p>';
  // The sanitiser rewrites style without spaces; everything else is kept as written.
  assert.is(sanitiseDescription(html), html.replace('color: #e60000; background-color: rgb', 'color:#e60000;background-color:rgb'));
});

test('links open in a new tab without opener; javascript links lose their href', () => {
  assert.is(sanitiseDescription('<a href="https://example.com/apply">Apply</a>'), '<a href="https://example.com/apply" target="_blank" rel="noopener noreferrer">Apply</a>');
  assert.not.match(sanitiseDescription('<a href="javascript:alert(1)">x</a>'), 'javascript');
});

test('removes scripts, handlers, foreign styles and foreign iframes', () => {
  const out = sanitiseDescription('<p onclick="steal()" style="position:fixed">Hi<script>alert(1)</script></p>'
    + '<img src="x" onerror="alert(1)"><iframe src="https://evil.example/x"></iframe><style>p{}</style>');
  assert.is(out, '<p>Hi</p>');
});

test('keeps https images and YouTube video, drops data: that is not an image', () => {
  assert.is(sanitiseDescription('<img src="https://cdn.example.com/a.png" />'), '<img src="https://cdn.example.com/a.png" />');
  assert.match(sanitiseDescription('<iframe class="ql-video" src="https://www.youtube.com/embed/abc" frameborder="0" allowfullscreen="true"></iframe>'), 'youtube.com/embed/abc');
  assert.is(sanitiseDescription('<img src="data:text/html;base64,PHNjcmlwdD4=">'), '');
});

test('the editor\'s non-breaking spaces become plain spaces, so the text wraps', () => {
  assert.is(sanitiseDescription('<p>Support&nbsp;our\u00a0residents</p>'), '<p>Support our residents</p>');
});

test('descriptionText is the words only', () => {
  assert.is(descriptionText('<h1>Care</h1><p>  worker <b>needed</b></p>'), 'Care worker needed');
  assert.is(descriptionText('<p><br></p>'), '');
});

test.run();
