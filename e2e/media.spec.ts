import { expect, test } from './fixtures';

test.describe('images and the auth background video', () => {
  test('a product page shows its main image first, sized for the screen, with thumbnails of three views per colour', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/e_vehicles/scooter');
    const card = page.locator('main article img').first();
    await expect(card).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/);
    await expect(card).toHaveAttribute('width', /\d+/);
    await expect(card).toHaveAttribute('height', /\d+/);
    // on a 360 px phone a half-width card picks a WebP variant, not the original drawing
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(320|640)\.webp$/);

    // a demo product (other journeys add newer scooters with a single view per colour)
    await page.goto('/products/ather-450x');
    const main = page.locator('main img[fetchpriority="high"]');
    await expect(main).toHaveCount(1);
    await expect(main).not.toHaveAttribute('loading', 'lazy');
    await expect(main).toHaveAttribute('srcset', /\.webp 1280w$/);
    // and it is preloaded with the same srcset, so the browser can fetch it before layout
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute('imagesrcset', /\.webp 1280w$/);
    const thumbnails = page.getByRole('button', { name: /^Show image \d$/ });
    await expect(thumbnails).toHaveCount(3);
    const first = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    await thumbnails.nth(2).click();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe(first);
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the register page plays a muted looping road video behind the form once the form is ready', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Register to the product' })).toBeEnabled();
    const video = page.getByTestId('auth-background-video');
    await expect(video).toBeAttached();
    expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, poster: v.getAttribute('poster') }))).toEqual({
      muted: true,
      loop: true,
      poster: '/media/auth-road.jpg',
    });
    await expect(video.locator('source')).toHaveCount(2);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/auth-road\.(webm|mp4)$/);
    for (const file of ['/media/auth-road.webm', '/media/auth-road.mp4', '/media/auth-road.jpg']) {
      const res = await page.request.get(file);
      expect(res.status()).toBe(200);
      expect((await res.body()).length).toBeLessThan(400 * 1024);
    }
  });

  test('with reduced motion the forgot-password page keeps the still poster and loads no video', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (/auth-road\.(webm|mp4)$/.test(r.url())) videoRequests.push(r.url());
    });
    await page.goto(`${baseURL}/forgot-password`);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('auth-background')).toHaveCSS('background-image', /auth-road\.jpg/);
    await expect(page.getByTestId('auth-background-video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    await context.close();
  });
});
