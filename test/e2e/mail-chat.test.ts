import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { useBrowserAndServer, untilNextPage } from '../support/browser.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { cameraJpeg } from '../support/media.ts';

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('mail: the /Mail island in Chromium', () => {
  const env = useBrowserAndServer();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });

  /** A browser (its own context: cookies, realtime stream) logged on as the profile, React errors collected. */
  async function browserOf(profile: ProfileRecord, options: object = desktop) {
    const context = await env.browser.newContext(options);
    contexts.push(context);
    await context.addCookies([{ name: 'nordlys_consent', value: 'necessary', url: env.baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
    });
    await logOn(page, env.baseUrl, profile);
    return { page, errors };
  }

  /** Opens a /Mail URL as a full page load and waits for the island to run and the realtime stream to be open. */
  async function openMail(page: Page, path: string) {
    await page.goto(`${env.baseUrl}${path}`);
    await page.locator('[data-island="Mail"][data-hydrated="true"]').waitFor();
    await page.locator('body[data-realtime-state="open"]').waitFor();
  }

  /** Anna and Bo with an accepted conversation (Bo wrote first, Anna accepted): its id. */
  async function pair(first = 'Hello Anna, shall we talk?') {
    const [anna, bo] = [await buildMember({ language: 'en-GB' }), await buildMember({ language: 'en-GB' })];
    const [annas, bos] = [await loggedOnAs(anna), await loggedOnAs(bo)];
    const token = await bos.csrf('/Support');
    const sent = await bos.post('/api/Mail/SendMessage').set('x-csrf-token', token).send({ profileId: anna.id, body: first }).expect(200);
    const id = sent.body.conversationId as number;
    await annas.post('/api/Mail/AcceptRequest').set('x-csrf-token', await annas.csrf('/Support')).send({ conversationId: id }).expect(200);
    return { anna, bo, id };
  }

  it('delivers a message, typing and "Seen" between two browsers without a reload', async () => {
    const { anna, bo, id } = await pair();
    const a = await browserOf(anna);
    const b = await browserOf(bo);
    await openMail(a.page, `/Mail/${id}`);
    await openMail(b.page, `/Mail/${id}`);
    const annaThread = a.page.locator('.mail-conversation-pane');
    expect(await annaThread.innerText()).to.include('Hello Anna, shall we talk?');
    // A marker a reload would lose.
    await a.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await b.page.getByLabel('Your reply').pressSequentially('Hi! ', { delay: 20 });
    await a.page.getByText(`${bo.name} is typing…`).waitFor({ timeout: 5000 });
    await b.page.getByLabel('Your reply').pressSequentially('Coffee at the harbour?');
    const sentAt = Date.now();
    await b.page.getByLabel('Your reply').press('Enter');
    await annaThread.getByText('Hi! Coffee at the harbour?').waitFor({ timeout: 5000 });
    const delivery = Date.now() - sentAt;
    expect(await b.page.getByLabel('Your reply').inputValue(), 'the box is empty after sending').to.equal('');
    expect(await a.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no reload').to.equal(true);
    expect(a.page.url()).to.equal(`${env.baseUrl}/Mail/${id}`);
    // The message ended typing.
    await a.page.getByText(`${bo.name} is typing…`).waitFor({ state: 'detached', timeout: 5000 });

    await a.page.getByLabel('Your reply').fill('Yes, at ten!');
    await a.page.getByLabel('Your reply').press('Enter');
    await b.page.locator('.mail-conversation-pane').getByText('Yes, at ten!').waitFor({ timeout: 5000 });
    // Bo's open conversation read it, so Anna sees "Seen" under her message.
    const annasLine = annaThread.locator('.mail-line.own', { hasText: 'Yes, at ten!' });
    await annasLine.locator('.mail-seen').waitFor({ timeout: 5000 });
    expect(await annasLine.innerText()).to.include('Seen');
    expect(await annaThread.locator('.mail-line.pending').count(), 'no message left pending').to.equal(0);
    expect(await annaThread.getByText('Yes, at ten!').count(), 'shown once').to.equal(1);

    // Shift+Enter is a new line, not a send.
    await a.page.getByLabel('Your reply').press('Shift+Enter');
    expect(await a.page.getByLabel('Your reply').inputValue()).to.equal('\n');
    expect([...a.errors, ...b.errors], 'no errors (hydration included)').to.deep.equal([]);
    console.log(`      message from Bo's Enter to Anna's screen: ${delivery} ms`);
  });

  it('keeps the text and shows the server\'s reason when a message is refused', async () => {
    const { anna, bo, id } = await pair();
    const a = await browserOf(anna);
    await openMail(a.page, `/Mail/${id}`);
    // Bo blocks Anna meanwhile: her next message is refused.
    const bos = await loggedOnAs(bo);
    await bos.postForm(`/Mail/${id}/Block`, {}).expect(303);
    await a.page.getByLabel('Your reply').fill('Are you there?');
    await a.page.getByLabel('Your reply').press('Enter');
    const alert = a.page.locator('.mail-composer [role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).to.match(/cannot write|does not exist/);
    expect(await a.page.getByLabel('Your reply').inputValue()).to.equal('Are you there?');
    expect(await a.page.locator('.mail-line', { hasText: 'Are you there?' }).count()).to.equal(0);
  });

  it('sends pictures; an explicit one reaches the other blurred until they tap to see it', async () => {
    const { anna, bo, id } = await pair();
    const a = await browserOf(anna);
    const b = await browserOf(bo);
    await openMail(a.page, `/Mail/${id}`);
    await openMail(b.page, `/Mail/${id}`);
    await b.page.getByLabel('Add pictures').setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(900, 600, { seed: 3 }) });
    await b.page.getByLabel('The pictures are explicit').check();
    await b.page.getByLabel('Your reply').fill('From last night');
    await b.page.getByLabel('Your reply').press('Enter');

    const annasLine = a.page.locator('.mail-line', { hasText: 'From last night' });
    await annasLine.waitFor({ timeout: 10_000 });
    const blurred = annasLine.locator('.mail-photo-hidden img');
    const blurredSrc = await blurred.getAttribute('src');
    expect(blurredSrc).to.match(/\/media\/\d+\//);
    await annasLine.getByRole('button', { name: 'Tap to see' }).click();
    const shown = annasLine.locator('a.mail-photo img');
    await shown.waitFor();
    expect(await shown.getAttribute('src'), 'the picture itself, not the blurred one').not.to.equal(blurredSrc);
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the picture loads').to.equal(true);
    // Bo sees his own picture, never blurred, once.
    const bosLine = b.page.locator('.mail-line', { hasText: 'From last night' });
    await bosLine.locator('a.mail-photo img').waitFor();
    expect(await b.page.locator('.mail-line', { hasText: 'From last night' }).count()).to.equal(1);
    expect([...a.errors, ...b.errors]).to.deep.equal([]);
  });

  it('shows a new request in the Requests tab at once, without its text; Accept opens the conversation, Block removes another', async () => {
    const [anna, bo, cy] = [await buildMember({ language: 'en-GB' }), await buildMember({ language: 'en-GB' }), await buildMember({ language: 'en-GB' })];
    const a = await browserOf(anna);
    await openMail(a.page, '/Mail?tab=Requests');
    await a.page.getByText('You have no message requests.').waitFor();
    for (const [who, text] of [[bo, 'Secret words from Bo'], [cy, 'Unwanted words from Cy']] as const) {
      const agent = await loggedOnAs(who);
      await agent.post('/api/Mail/SendMessage').set('x-csrf-token', await agent.csrf('/Support')).send({ profileId: anna.id, body: text }).expect(200);
    }
    const list = a.page.locator('.mail-list-pane');
    await list.getByText('Requests (2)').waitFor({ timeout: 5000 });
    await list.locator('.mail-row', { hasText: cy.name }).waitFor();
    expect(await list.innerText()).not.to.include('words from');

    await list.locator('.mail-row', { hasText: cy.name }).getByRole('button', { name: 'Block' }).click();
    await list.getByText('Requests (1)').waitFor();
    expect(await list.locator('.mail-row', { hasText: cy.name }).count()).to.equal(0);

    await list.locator('.mail-row', { hasText: bo.name }).getByRole('button', { name: 'Accept' }).click();
    await a.page.waitForURL(/\/Mail\/\d+$/);
    await a.page.locator('.mail-conversation-pane').getByText('Secret words from Bo').waitFor();
    await a.page.getByText('The request is accepted. The conversation is in your inbox.').waitFor();
    expect(a.errors).to.deep.equal([]);
  });

  it('on a 390 px phone: the list, a conversation, back with the button and with the browser', async () => {
    const { anna, bo, id } = await pair('Phone hello');
    const a = await browserOf(anna, phone);
    await openMail(a.page, '/Mail');
    const list = a.page.locator('.mail-list-pane');
    const conversation = a.page.locator('.mail-conversation-pane');
    expect(await list.isVisible()).to.equal(true);
    expect(await conversation.isVisible(), 'one pane at a time').to.equal(false);
    expect(await layoutProblems(a.page)).to.deep.equal([]);

    await list.getByRole('link', { name: new RegExp(bo.name) }).click();
    await a.page.waitForURL(`${env.baseUrl}/Mail/${id}`);
    await conversation.getByText('Phone hello').waitFor();
    expect(await list.isVisible()).to.equal(false);
    expect(await a.page.evaluate(() => document.activeElement?.tagName), 'focus moves to the conversation').to.equal('H2');
    expect(await a.page.title(), 'the tab names the conversation').to.match(new RegExp(`^${bo.name} · `));
    expect(await layoutProblems(a.page)).to.deep.equal([]);

    await conversation.getByRole('link', { name: 'All conversations' }).click();
    await a.page.waitForURL(`${env.baseUrl}/Mail`);
    await list.waitFor();
    expect(await conversation.isVisible()).to.equal(false);
    expect(await a.page.title()).to.match(/^Conversations · /);

    await a.page.goForward();
    await a.page.waitForURL(`${env.baseUrl}/Mail/${id}`);
    await conversation.getByText('Phone hello').waitFor();
    await a.page.goBack();
    await a.page.waitForURL(`${env.baseUrl}/Mail`);
    await list.getByRole('link', { name: new RegExp(bo.name) }).waitFor();
    expect(a.errors).to.deep.equal([]);
  });

  it('on a 390 px phone an open conversation fills the screen like a messaging app: the messages scroll, the composer stays at the bottom, no footer', async () => {
    const { anna, bo, id } = await pair('First line');
    const bos = await loggedOnAs(bo);
    const token = await bos.csrf('/Support');
    for (let k = 1; k < 20; k++) await bos.post('/api/Mail/SendMessage').set('x-csrf-token', token).send({ profileId: anna.id, body: `Line ${k}` }).expect(200);
    const a = await browserOf(anna, phone);
    await openMail(a.page, `/Mail/${id}`);
    await a.page.locator('.mail-body', { hasText: 'Line 19' }).waitFor();
    const screen = await a.page.evaluate(() => {
      const composer = document.querySelector('.mail-composer')!.getBoundingClientRect();
      const thread = document.querySelector('.mail-thread-scroll')!;
      return {
        pageScrolls: document.documentElement.scrollHeight - window.innerHeight,
        composerGap: window.innerHeight - composer.bottom,
        threadScrolls: thread.scrollHeight > thread.clientHeight,
      };
    });
    expect(screen.pageScrolls, 'the page itself does not scroll on past the conversation').to.be.at.most(1);
    expect(await a.page.locator('footer.site-footer').isVisible(), 'no site footer under the composer').to.equal(false);
    expect(screen.composerGap, 'the composer sits at the bottom of the screen').to.be.within(-1.5, 24);
    expect(screen.threadScrolls, 'the messages scroll inside the conversation').to.equal(true);
    expect(await layoutProblems(a.page)).to.deep.equal([]);
    if (process.env.SHOTS_DIR) await a.page.screenshot({ path: `${process.env.SHOTS_DIR}/mail-conversation-phone.png` });
  });

  it('pages back through a conversation when scrolled up, keeping the place, and loads more conversations at the end of the list', async () => {
    const anna = await buildMember({ language: 'en-GB' });
    const annas = await loggedOnAs(anna);
    const annasToken = await annas.csrf('/Support');
    // 22 conversations (the list's page is 20), each accepted; the newest has 45 messages.
    let newest = 0;
    for (let i = 0; i < 22; i++) {
      const other = await buildMember({ language: 'en-GB' });
      const theirs = await loggedOnAs(other);
      const token = await theirs.csrf('/Support');
      const sent = await theirs.post('/api/Mail/SendMessage').set('x-csrf-token', token).send({ profileId: anna.id, body: `Conversation ${i}` }).expect(200);
      newest = sent.body.conversationId;
      await annas.post('/api/Mail/AcceptRequest').set('x-csrf-token', annasToken).send({ conversationId: newest }).expect(200);
      if (i === 21) for (let k = 1; k < 45; k++) await theirs.post('/api/Mail/SendMessage').set('x-csrf-token', token).send({ profileId: anna.id, body: `Line ${k}` }).expect(200);
    }
    const a = await browserOf(anna);
    await openMail(a.page, `/Mail/${newest}`);
    const thread = a.page.locator('.mail-thread-scroll');
    const lines = a.page.locator('.mail-conversation-pane .mail-line');
    expect(await lines.count(), 'the newest page').to.equal(30);
    // The older page waits until the oldest shown message's place is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await a.page.route(/\/api\/Mail\/Conversation\?.*before=/, async (route) => {
      await held;
      await route.continue();
    });
    const anchor = a.page.locator('.mail-body', { hasText: /^Line 15$/ });
    const requested = a.page.waitForRequest(/\/api\/Mail\/Conversation\?.*before=/);
    await thread.evaluate((el) => el.scrollBy(0, -el.scrollHeight));
    await requested;
    const top = (await anchor.boundingBox())!.y;
    release();
    await a.page.getByText('Conversation 21', { exact: true }).waitFor();
    expect(await lines.count(), 'all 45 after paging back').to.equal(45);
    expect(Math.abs((await anchor.boundingBox())!.y - top), 'the place is kept').to.be.below(2);
    expect(await a.page.locator('.mail-older').count(), 'no more to load').to.equal(0);

    const rows = a.page.locator('.mail-row');
    expect(await rows.count()).to.equal(20);
    await a.page.locator('.mail-list-pane .mail-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await a.page.locator('.mail-row', { hasText: 'Conversation 0' }).waitFor();
    expect(await rows.count()).to.equal(22);
    expect(await a.page.locator('.mail-more').count(), 'a page shorter than 20 ends the list').to.equal(0);
    expect(a.errors).to.deep.equal([]);
  });

  it('without JavaScript shows the server\'s own list and conversation, and sends', async () => {
    const { anna, bo, id } = await pair('No script hello');
    const context = await env.browser.newContext({ ...desktop, javaScriptEnabled: false });
    contexts.push(context);
    await context.addCookies([{ name: 'nordlys_consent', value: 'necessary', url: env.baseUrl }]);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, anna);
    await page.goto(`${env.baseUrl}/Mail`);
    expect(await page.locator('[data-island="Mail"]').isVisible(), 'the island is not shown').to.equal(false);
    await page.getByRole('link', { name: bo.name }).click();
    await page.waitForURL(`${env.baseUrl}/Mail/${id}`);
    expect(await page.locator('main').innerText()).to.include('No script hello');
    // The island's markup is there too, hidden: use the server form's own box.
    await page.locator('textarea#body').fill('Sent without a script');
    await untilNextPage(page, () => page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click());
    expect(page.url()).to.equal(`${env.baseUrl}/Mail/${id}`);
    expect(await page.locator('main').innerText()).to.include('Sent without a script');
  });

  it('searches the member\'s mail from the search box', async () => {
    const { anna, id } = await pair('Shall we meet at the lighthouse?');
    const a = await browserOf(anna);
    await openMail(a.page, '/Mail');
    await a.page.getByRole('searchbox', { name: 'Search your messages' }).fill('lighthouse');
    await a.page.getByRole('searchbox', { name: 'Search your messages' }).press('Enter');
    await a.page.waitForURL(`${env.baseUrl}/Mail?q=lighthouse`);
    const found = a.page.locator('.mail-found');
    await found.getByRole('link', { name: 'Shall we meet at the lighthouse?' }).click();
    await a.page.waitForURL(`${env.baseUrl}/Mail/${id}`);
    await a.page.locator('.mail-conversation-pane').getByText('Shall we meet at the lighthouse?').waitFor();
    expect(a.errors).to.deep.equal([]);
  });

  it('opens a deep link as a full page load, beside the list on a desktop', async () => {
    const { anna, id } = await pair('Deep link hello');
    const a = await browserOf(anna);
    await a.page.goto(`${env.baseUrl}/Mail/${id}`);
    // Rendered by the server before any script: the conversation is in the HTML.
    expect(await a.page.locator('[data-island="Mail"] .mail-conversation-pane').innerText()).to.include('Deep link hello');
    await a.page.locator('[data-island="Mail"][data-hydrated="true"]').waitFor();
    expect(await a.page.locator('.mail-list-pane').isVisible(), 'side by side from 900 px').to.equal(true);
    expect(await a.page.locator('.mail-conversation-pane').isVisible()).to.equal(true);
    expect(await a.page.locator('.mail-row.current').count()).to.equal(1);

    // A message in another conversation moves it to the top, unread; one in the open conversation stays read.
    const cy = await buildMember({ language: 'en-GB' });
    const cys = await loggedOnAs(cy);
    await cys.post('/api/Mail/SendMessage').set('x-csrf-token', await cys.csrf('/Support')).send({ profileId: anna.id, body: 'Cy was here' }).expect(200);
    const annas = await loggedOnAs(anna);
    const cysId = (await annas.get('/api/Mail/Conversations').query({ tab: 'Requests' }).expect(200)).body.conversations[0].id;
    await annas.post('/api/Mail/AcceptRequest').set('x-csrf-token', await annas.csrf('/Support')).send({ conversationId: cysId }).expect(200);
    await cys.post('/api/Mail/SendMessage').set('x-csrf-token', await cys.csrf('/Support')).send({ profileId: anna.id, body: 'Cy again' }).expect(200);
    const first = a.page.locator('.mail-row').first();
    await first.getByText('Cy again').waitFor({ timeout: 5000 });
    expect(await first.innerText()).to.include(cy.name).and.include('New');
    expect(await a.page.locator('.mail-row.current').innerText()).not.to.include('New');
    expect(a.errors).to.deep.equal([]);
  });
});
