import { expect } from 'chai';
import sharp from 'sharp';
import { usePhonePage, useBrowserAndServer } from '../support/browser.ts';
import { buildMember } from '../support/accounts.ts';
import { logOn } from '../support/phone-layout.ts';
import { testDb } from '../support/context.ts';
import { cameraJpeg, copyright } from '../support/media.ts';

describe('uploading a picture on a phone', () => {
  const env = useBrowserAndServer();
  const phone = usePhonePage(env);

  async function openUploadForm() {
    const member = await buildMember({ language: 'en-GB' });
    const page = phone.page;
    await logOn(page, env.baseUrl, member);
    await page.goto(`${env.baseUrl}/EditProfile/PicturesAndVideos/Upload?albumTypeId=1&back=/Start`);
    await page.locator('[data-island="MediaUpload"][data-hydrated="true"]').waitFor();
    // Every value the progress bar shows, from the first.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    return { member, page };
  }

  const pictureOf = async (profileId: number) => testDb()('media').where({ profile_id: profileId }).first();

  it('uploads with a progress bar, opens the edit dialog, and saves the picture turned', async () => {
    const { member, page } = await openUploadForm();
    await page.setInputFiles('input[type="file"]', { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(1200, 800) });
    await page.getByLabel(copyright).check();
    await page.getByRole('button', { name: 'Upload' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit picture' });
    await dialog.waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.length, 'the progress bar appeared').to.be.at.least(1);
    expect(await page.locator('progress').evaluate((bar: HTMLProgressElement) => bar.value === bar.max), 'and completed').to.equal(true);
    const box = (await dialog.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 390, 'the dialog fits the phone').to.equal(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null), 'focus is in the dialog').to.equal(true);

    await dialog.getByRole('button', { name: 'Turn right' }).click();
    await dialog.getByLabel('Use as my profile picture').check();
    await Promise.all([page.waitForURL(`${env.baseUrl}/Start`), dialog.getByRole('button', { name: 'Save' }).click()]);
    const saved = await pictureOf(member.id);
    expect([saved.width, saved.height], 'turned a quarter').to.deep.equal([800, 1200]);
    expect(saved.position).to.equal(0);
  });

  it('crops with a square frame moved by the arrow keys', async () => {
    const { member, page } = await openUploadForm();
    // Left half red, right half blue: the square at the far left is three quarters red (in the middle, half).
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d01010' } })
      .composite([{ input: { create: { width: 600, height: 800, channels: 3, background: '#1030d0' } }, left: 600, top: 0 }])
      .jpeg()
      .toBuffer();
    await page.setInputFiles('input[type="file"]', { name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByLabel(copyright).check();
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit picture' });
    await dialog.getByLabel('Square (1:1)').check();
    const frame = dialog.getByRole('group', { name: /Crop frame/ });
    await frame.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
    await Promise.all([page.waitForURL(`${env.baseUrl}/Start`), dialog.getByRole('button', { name: 'Save' }).click()]);

    const saved = await pictureOf(member.id);
    expect([saved.width, saved.height], 'square').to.deep.equal([800, 800]);
    const variants = typeof saved.variants === 'string' ? JSON.parse(saved.variants) : saved.variants;
    const file = await page.request.get(`${env.baseUrl}/media/${saved.id}/${String(variants['w800.jpg']).split('/').pop()}`);
    const { channels } = await sharp(await file.body()).stats();
    expect(channels[0]!.mean, 'the left part: three quarters red, a quarter blue').to.be.within(150, 175);
  });

  it("shows the server's reason for a refused file, and the form can be sent again", async () => {
    const { member, page } = await openUploadForm();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await page.setInputFiles('input[type="file"]', { name: 'x.svg', mimeType: 'image/svg+xml', buffer: svg });
    await page.getByLabel(copyright).check();
    await page.getByRole('button', { name: 'Upload' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'not a picture or video we can use' });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: 'Upload' }).isEnabled()).to.equal(true);
    expect(await page.getByRole('dialog').count()).to.equal(0);
    expect(await pictureOf(member.id)).to.equal(undefined);
  });

  it('keeps "Use as my profile picture" and Save in view in the edit dialog on a phone, Save first, for a tall picture too', async () => {
    const { page } = await openUploadForm();
    await page.setInputFiles('input[type="file"]', { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(800, 1200) });
    await page.getByLabel(copyright).check();
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit picture' });
    await dialog.waitFor();
    const viewport = page.viewportSize()!;
    const inView = async (box: { y: number; height: number } | null) => Boolean(box && box.y >= 0 && box.y + box.height <= viewport.height);
    const save = dialog.getByRole('button', { name: 'Save' });
    const check = dialog.getByLabel('Use as my profile picture');
    expect(await inView(await save.boundingBox()), 'Save in view as the dialog opens').to.equal(true);
    expect(await inView(await check.boundingBox()), '"Use as my profile picture" in view as the dialog opens').to.equal(true);
    expect((await save.boundingBox())!.height).to.be.at.least(44);
    const order = await dialog.locator('.dialog-actions button').allInnerTexts();
    expect(order[0], 'the main action first').to.equal('Save');
    // Still in view with the dialog scrolled to its picture.
    await dialog.getByRole('button', { name: 'Turn right' }).scrollIntoViewIfNeeded();
    await dialog.locator('canvas').scrollIntoViewIfNeeded();
    expect(await inView(await save.boundingBox()), 'Save in view after scrolling').to.equal(true);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/edit-picture-phone.png` });
  });

  it('offers a large picture chooser on the profile pictures page that shows the picture chosen, then uploads with the progress bar', async () => {
    const member = await buildMember({ language: 'en-GB' });
    const page = phone.page;
    await logOn(page, env.baseUrl, member);
    await page.goto(`${env.baseUrl}/EditProfile/PicturesAndVideos/ProfilePictures`);
    await page.locator('[data-island="MediaUpload"][data-hydrated="true"]').waitFor();

    const pick = page.locator('label', { hasText: 'Choose a picture' });
    const box = (await pick.boundingBox())!;
    expect(box.height, 'a tap target').to.be.at.least(44);
    expect(box.width, 'across the form').to.be.at.least(250);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), pick.tap()]);
    await chooser.setFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(900, 600) });
    const chosen = page.locator('label', { hasText: 'harbour.jpg' });
    expect(await chosen.isVisible(), 'the name of the picture chosen').to.equal(true);
    expect(await chosen.locator('img').isVisible(), 'and the picture').to.equal(true);
    expect(await chosen.innerText()).to.include('Choose another');

    await page.getByLabel(copyright).check();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('dialog', { name: 'Edit picture' }).waitFor();
    expect(await page.locator('progress').evaluate((bar: HTMLProgressElement) => bar.value === bar.max), 'the progress bar ran').to.equal(true);
  });
});
