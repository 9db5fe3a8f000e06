// Spec §5 URL rule.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isValidUrl } from '../../src/domain/validation/url';

test('URL: http, https and ftp addresses are accepted', () => {
  for (const v of [
    'http://example.com',
    'https://example.com/path?q=1#frag',
    'ftp://files.example.com/pub/file.txt',
    'https://localhost:3000',
    'http://192.168.0.1:8080/x',
    'HTTPS://EXAMPLE.COM',
    'https://user:pass@example.com',
    'https://sub.domain.example.com.au/a/b',
  ]) {
    assert.ok(isValidUrl(v), v);
  }
});

test('URL: other schemes, missing hosts and malformed addresses are refused', () => {
  for (const v of [
    '',
    'example.com',
    'www.example.com',
    'mailto:a@b.com',
    'ws://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://',
    'http://exa mple.com',
    'https://example',
    'http://256.1.1.1',
    'https://example.com:999999',
    ' http://example.com',
  ]) {
    assert.not.ok(isValidUrl(v), v);
  }
});

test.run();
