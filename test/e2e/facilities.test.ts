// Facilities in a real Chromium: add one to a provider with the suburb finder filling suburb, state and
// postcode from the gazetteer, see it in the list, then open the map dialog with its pin.
import * as assert from 'uvu/assert';
import { browserSuite } from '../support/browser-suite';
import { openConsole } from '../support/console-page';

const TESTS = 1;
const test = await browserSuite('facilities', TESTS);
const WIDE = { width: 1440, height: 900, timeout: 10_000 };

if (test) {
  test('add a facility through the suburb finder and see it on the map', async ({ server, browser, token }) => {
    const providers = await server.call('facility_list', { page_size: 1 }, { token });
    const providerId: number = providers.data.list[0].provider_id;
    const { context, page, errors } = await openConsole(browser, server, `/provider/manage/facility/${providerId}`, { token, ...WIDE });
    await page.waitForSelector('[data-testid="facilities-row"]');
    await page.click('[data-testid="facility-add"]');
    await page.fill('[data-testid="facility-place-input"]', 'st kilda east');
    await page.waitForSelector('[data-testid="facility-place-option"]:has-text("St Kilda East VIC 3183")');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.querySelector('[data-testid="facility-add-form"] input[name="postcode"]') as HTMLInputElement | null)?.value === '3183');
    await page.fill('[data-testid="facility-add-form"] input[name="name"]', 'Seaview Gardens St Kilda East');
    await page.fill('[data-testid="facility-add-form"] input[name="address"]', '21 Alma Road');
    await page.click('[data-testid="facility-add-form-submit"]');
    await page.waitForSelector('[data-testid="facilities-row"]:has-text("Seaview Gardens St Kilda East")');
    const stored = await server.call('facility_list', { provider_id: providerId, keyword: 'Seaview Gardens' }, { token });
    assert.equal([stored.data.list[0].suburb, stored.data.list[0].state, stored.data.list[0].postcode], ['St Kilda East', 'VIC', '3183']);

    await page.click('[data-testid="facilities-row"]:has-text("Seaview Gardens St Kilda East")');
    await page.click('[data-testid="facility-map"]');
    const pin = await page.waitForSelector('[data-testid="map-dialog"] [data-testid="australia-map-pin"]');
    assert.ok(Number(await pin.getAttribute('data-lat')) < -37.8, 'pinned in Melbourne');
    assert.match(await page.textContent('[data-testid="map-dialog-caption"]') ?? '', /St Kilda East VIC 3183/);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="map-dialog"]', { state: 'detached' });
    assert.equal(errors, []);
    await context.close();
  });

  test.run();
}
