import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { onePixelPng } from './support/images';
import { seriousViolations } from './support/axe';
import { openBackofficeScreen } from './support/backoffice';
import { sidewaysOverflow, staffToken } from './support/cashier';
import { valueOf } from './support/member';
import { phoneViewport } from './support/member-page';
import { newThemedContext } from './support/theme';

// Content pages end to end: the blog and news lists and their entries, and the about-us,
// responsible-gaming and licences pages, each in English and Arabic (right to left) at 360 px with
// axe in light and dark; and a blog post staff edit in the back office, which players then read.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** The seeded words each case looks for (apps/api/src/seed/content-pages-text). */
const cases = [
  {
    code: 'EN',
    dir: 'ltr',
    theme: 'light',
    blog: 'Blog',
    post: 'Meet the VIP programme',
    postText: 'Every bet earns loyalty points',
    news: 'A faster mobile site',
    about: 'About us',
    responsible: 'Responsible gaming',
    licences: 'Licences',
  },
  {
    code: 'AR',
    dir: 'rtl',
    theme: 'dark',
    blog: 'المدونة',
    post: 'تعرّف على برنامج كبار الشخصيات',
    postText: 'كل رهان يمنحك نقاط ولاء',
    news: 'موقع أسرع على الجوال',
    about: 'من نحن',
    responsible: 'اللعب المسؤول',
    licences: 'التراخيص',
  },
  {
    code: 'AR',
    dir: 'rtl',
    theme: 'light',
    blog: 'المدونة',
    post: 'تعرّف على برنامج كبار الشخصيات',
    postText: 'كل رهان يمنحك نقاط ولاء',
    news: 'موقع أسرع على الجوال',
    about: 'من نحن',
    responsible: 'اللعب المسؤول',
    licences: 'التراخيص',
  },
] as const;

/** A visitor at 360 px whose saved language is `code`, in the theme given, popups dismissed. */
const visitor = async (browser: Browser, code: string, theme: 'light' | 'dark'): Promise<Page> => {
  const context = await newThemedContext(browser, { locale: 'en-US', viewport: phoneViewport, colorScheme: theme });
  const page = await context.newPage();
  await page.addInitScript((chosen) => {
    localStorage.setItem('lang', chosen);
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  }, code);
  return page;
};

/** The footer loads as it comes near: scroll to the end until the link is there, then follow it. */
const followFooterLink = async (page: Page, testId: string) => {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.getByTestId(testId).count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await page.getByTestId(testId).click();
};

const checkPage = async (page: Page, where: string) => {
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
};

for (const c of cases) {
  test(`every kind of content page lists and opens in ${c.code}, ${c.theme}, at 360 px and passes axe`, async ({ browser }) => {
    const page = await visitor(browser, c.code, c.theme);
    const where = (name: string) => `${name} ${c.code} ${c.theme}`;

    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
    const blog = page.getByTestId('content-page-list-blog');
    await expect(blog.getByRole('heading', { level: 1 })).toHaveText(c.blog);
    await expect(blog.getByTestId('content-page-card').filter({ hasText: c.post })).toHaveCount(1);
    expect(await blog.getByTestId('content-page-card').count()).toBeGreaterThanOrEqual(3);
    await expect(blog.getByTestId('content-page-card').first().locator('time')).toBeVisible();
    await checkPage(page, where('blog list'));

    await blog.getByTestId('content-page-card').filter({ hasText: c.post }).click();
    await expect(page).toHaveURL(/\/blog\/meet-the-vip-programme$/);
    await expect(page.getByTestId('content-page-title')).toHaveText(c.post);
    await expect(page.getByTestId('content-page-body')).toContainText(c.postText);
    await expect(page).toHaveTitle(new RegExp(c.post));
    await checkPage(page, where('blog post'));
    await page.getByTestId('content-page-back').click();
    await expect(page.getByTestId('content-page-list-blog')).toBeVisible();

    await page.goto('/news');
    const news = page.getByTestId('content-page-list-news');
    await expect(news.getByTestId('content-page-card').filter({ hasText: c.news })).toHaveCount(1);
    await checkPage(page, where('news list'));
    await news.getByTestId('content-page-card').filter({ hasText: c.news }).click();
    await expect(page).toHaveURL(/\/news\/faster-mobile-site$/);
    await expect(page.getByTestId('content-page-title')).toHaveText(c.news);
    await checkPage(page, where('news item'));

    // The single pages open from the footer.
    for (const [link, kind, title] of [
      ['footer-about', 'about', c.about],
      ['footer-responsible-gaming', 'responsible_gaming', c.responsible],
      ['footer-licences', 'licences', c.licences],
    ] as const) {
      await followFooterLink(page, link);
      await expect(page.getByTestId(`content-page-${kind}`)).toBeVisible();
      await expect(page.getByTestId('content-page-title')).toHaveText(title);
      await expect(page.getByTestId('content-page-body').locator('p')).not.toHaveCount(0);
      await checkPage(page, where(kind));
      // The public responsible-gaming page leads to the member's own limits (sign-in first for a visitor).
      if (kind === 'responsible_gaming') await expect(page.getByTestId('content-page-limits')).toBeVisible();
    }

    await page.goto('/blog/no-such-post');
    await expect(page.getByTestId('content-page-missing')).toBeVisible();
    await page.context().close();
  });
}

test('staff edit a blog post in the back office and players read the change', async ({ browser }) => {
  const token = await staffToken(browser);
  const request = (await browser.newContext()).request;
  const slug = `e2e-post-${Date.now().toString(36)}`;
  const title = `E2E post ${slug}`;
  // Published long ago, so it sits at the end of the list and other tests' newest cards stay first.
  const post = await valueOf<{ id: number }>(
    await request.post('/bo/content/pages', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        kind: 'blog',
        slug,
        title,
        summary: 'Before the edit.',
        content: '<p>Before the edit.</p>',
        language: 'EN',
        translations: { AR: { title: `مقال ${slug}`, summary: 'قبل التعديل.', content: '<p>قبل التعديل.</p>' } },
        publishedAt: new Date(Date.now() - 400 * 86_400_000).toISOString(),
      },
    }),
  );

  const bo = await (await newThemedContext(browser, { locale: 'en-US', viewport: { width: 1280, height: 900 }, colorScheme: 'light' })).newPage();
  await openBackofficeScreen(bo, '/content/pages');
  await bo.getByTestId('content-filter-kind').selectOption('blog');
  const row = bo.locator(`[data-testid="content-row"][data-id="${post.id}"]`);
  await expect(row).toBeVisible();
  await expect(bo.getByTestId('content-row').filter({ hasText: 'Licences' })).toHaveCount(0);
  expect(await seriousViolations(bo), 'back-office content pages').toEqual([]);
  await row.getByTestId('content-edit').click();
  await expect(bo.getByTestId('content-field-slug')).toHaveValue(slug);
  const edited = `${title}, edited`;
  await bo.getByTestId('content-field-title').fill(edited);
  await bo.getByTestId('content-field-summary').fill('After the edit.');
  await bo.getByTestId('content-field-coverUrl').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: onePixelPng() });
  const cover = bo.getByTestId('content-field-coverUrl-preview');
  await expect(cover).toBeVisible();
  const coverUrl = await cover.getAttribute('src');
  await bo.getByTestId('content-field-content-source').click();
  await bo.getByTestId('content-field-content-html').fill('<p>After the <strong>edit</strong>.</p>');
  await bo.getByTestId('content-save').click();
  await expect(bo.getByTestId('feedback-success')).toBeVisible();
  await expect(row).toContainText(edited);

  const page = await visitor(browser, 'EN', 'light');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByTestId('content-page-title')).toHaveText(edited);
  await expect(page.getByTestId('content-page-body').locator('strong')).toHaveText('edit');
  await expect(page.locator(`img[src="${coverUrl}"]`)).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByTestId('content-page-card').filter({ hasText: edited })).toContainText('After the edit.');
  // The Arabic translation was left as it was.
  const arabic = await visitor(browser, 'AR', 'dark');
  await arabic.goto(`/blog/${slug}`);
  await expect(arabic.getByTestId('content-page-title')).toHaveText(`مقال ${slug}`);

  await valueOf(await request.delete(`/bo/content/pages/${post.id}`, { headers: { Authorization: `Bearer ${token}` } }));
});
