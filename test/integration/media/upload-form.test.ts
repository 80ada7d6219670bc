import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { cameraJpeg, copyright, uploadTempFiles } from '../../support/media.ts';
import type { Agent } from '../../support/http.ts';

const page = '/EditProfile/PicturesAndVideos/Upload';
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const mediaOf = (profileId: number) => testDb()('media as m').leftJoin('media_albums as a', 'a.id', 'm.album_id').where('m.profile_id', profileId).select('m.*', 'a.kind');

/** The upload form's action as a browser would post it (the page's HTML, unescaped). */
async function formAction(agent: Agent, query: string): Promise<string> {
  const res = await agent.get(`${page}?${query}`).expect(200);
  const action = /<form[^>]*enctype="multipart\/form-data"[^>]*action="([^"]+)"|<form[^>]*action="([^"]+)"[^>]*enctype="multipart\/form-data"/i.exec(res.text);
  expect(action, 'a multipart form').to.not.equal(null);
  return (action![1] ?? action![2]!).replace(/&amp;/g, '&');
}

/** Posts the form as a browser without JavaScript would: the file and the ticked boxes, multipart. */
function postForm(agent: Agent, action: string, file: Buffer, name: string, fields: Record<string, string>) {
  const req = agent.post(action);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req.attach('file', file, name);
}

describe('the upload form without JavaScript', () => {
  it('shows a plain multipart form with the copyright text, and an upload goes back with a notice', async () => {
    const profile = await buildMember({ language: 'en-GB' });
    const agent = await loggedOnAs(profile);
    const shown = await agent.get(`${page}?albumTypeId=2&back=/Start`).expect(200);
    expect(shown.text).to.include(`value="${copyright}"`).and.include(`<span>${copyright}</span>`);
    expect(shown.text).to.match(/<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp,image\/avif,image\/gif"/);
    expect(shown.text, 'the island enhances it').to.include('data-island="MediaUpload"');

    const action = await formAction(agent, 'albumTypeId=2&back=/Start');
    expect(action).to.match(/^\/EditProfile\/PicturesAndVideos\/Upload\?albumTypeId=2&back=%2FStart&_csrf=/);
    const res = await postForm(agent, action, await cameraJpeg(), 'me.jpg', { copyright, explicit: 'true' }).expect(303);
    expect(res.headers.location).to.equal('/Start');
    const [media] = await mediaOf(profile.id);
    expect(media).to.include({ type: 'Picture', status: 'Live', explicit: true, kind: 'Ordinary' });
    expect((await agent.get('/Start').expect(200)).text).to.include('Your picture is uploaded.');
  });

  it("shows a refused file's reason on the form in the member's language, and stores nothing", async () => {
    const profile = await buildMember({ language: 'da-DK' });
    const agent = await loggedOnAs(profile);
    const temps = uploadTempFiles().length;
    const action = await formAction(agent, 'albumTypeId=1');
    const res = await postForm(agent, action, svg, 'x.jpg', { copyright }).expect(415);
    expect(res.text).to.include('Denne fil er ikke et billede eller en video, vi kan bruge.');
    expect(res.text, 'the form again').to.match(/enctype="multipart\/form-data"/i).and.include('Upload et billede');

    const danishText = 'Jeg bekræfter hermed, at jeg har både ophavsret og samtykke til at bruge dette billede og/eller denne video';
    const unconfirmed = await postForm(agent, action, await cameraJpeg(), 'me.jpg', {}).expect(400);
    expect(unconfirmed.text).to.include('Bekræft, at du har ophavsretten og samtykke');
    expect(await mediaOf(profile.id)).to.have.length(0);
    expect(uploadTempFiles().length, 'no temporary file left').to.equal(temps);

    // The box in Danish carries the Danish text, which the server accepts as well as the English original.
    expect((await agent.get(`${page}?albumTypeId=1`)).text).to.include(`value="${danishText}"`);
    const ok = await postForm(agent, action, await cameraJpeg(), 'me.jpg', { copyright: danishText }).expect(303);
    expect(ok.headers.location, 'back to the pictures page by default').to.equal('/EditProfile/PicturesAndVideos');
    expect(await mediaOf(profile.id)).to.have.length(1);
  });

  it('goes back only to a path on this site', async () => {
    const agent = await loggedOnAs(await buildMember());
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const action = await formAction(agent, `albumTypeId=2&back=${encodeURIComponent(back)}`);
      const res = await postForm(agent, action, await cameraJpeg(), 'me.jpg', { copyright }).expect(303);
      expect(res.headers.location, back).to.equal('/EditProfile/PicturesAndVideos');
    }
  });

  it('refuses a post without the form token (or with another profile\'s), and asks a visitor to log on', async () => {
    const profile = await buildMember();
    const agent = await loggedOnAs(profile);
    const action = await formAction(agent, 'albumTypeId=2');
    const jpeg = await cameraJpeg();
    await postForm(agent, action.replace(/&_csrf=[^&]+/, ''), jpeg, 'me.jpg', { copyright }).expect(403);
    await postForm(agent, action.replace(/_csrf=[^&]+/, '_csrf=forged'), jpeg, 'me.jpg', { copyright }).expect(403);
    const other = await loggedOnAs(await buildMember());
    const othersAction = await formAction(other, 'albumTypeId=2');
    await postForm(agent, othersAction, jpeg, 'me.jpg', { copyright }).expect(403);
    // The token counts only in a multipart form's query string, never in an ordinary form's.
    const token = /_csrf=([^&]+)/.exec(action)![1]!;
    await agent.post(`/EditProfile/PicturesAndVideos/Upload?albumTypeId=2&_csrf=${token}`).type('form').send({ copyright }).expect(403);
    expect(await mediaOf(profile.id)).to.have.length(0);

    const visitor = await request(testApp()).get(`${page}?albumTypeId=2`);
    expect(visitor.status).to.equal(302);
  });
});
