// The axe scan every spec relies on (expectNoAxeViolations) finds what it is for, both ways it runs:
// in place on a page of one origin, and with another origin's frame, which it must scan too.
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const PAGE = '<!doctype html><html lang="id"><head><title>Scan</title></head><body><main><h1>Scan</h1>';
const UNNAMED_IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';

test('the scan reports a picture without a name on the page itself', async ({ page, baseURL }) => {
  await page.route(`${baseURL}/scan-example`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `${PAGE}${UNNAMED_IMAGE}</main></body></html>` }),
  );
  await page.goto('/scan-example');
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});

test("the scan reports a picture without a name inside another origin's frame", async ({ page, baseURL }) => {
  // The same server under another host name is another origin.
  const other = baseURL!.replace('127.0.0.1', 'localhost');
  await page.route(`${other}/scan-frame`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `${PAGE}${UNNAMED_IMAGE}</main></body></html>` }),
  );
  await page.route(`${baseURL}/scan-example`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `${PAGE}<iframe title="Bingkai" src="${other}/scan-frame"></iframe></main></body></html>`,
    }),
  );
  await page.goto('/scan-example');
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});
