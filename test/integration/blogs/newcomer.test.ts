import { expect } from 'chai';
import request from 'supertest';
import { slugOf } from '../../../src/modules/blogs/index.ts';
import { testApp } from '../../support/context.ts';
import { buildMember, memberWithApi } from '../../support/accounts.ts';
import { insertEntry } from '../../support/blogs.ts';

const dark = 'dark.localhost';
/** The drawer's link to the blogs and its label, or null. */
const drawerBlogsLink = (html: string) => /<nav id="drawer"[\s\S]*?<a class="drawer-link" href="\/Community\/Blogs"([^>]*)>[\s\S]*?<span>([^<]+)<\/span>/.exec(html);
const emojiButton = /class="button secondary emoji-open"/;

/** Issue 30 §4: the blogs as a newcomer finds them. */
describe('blogs as a newcomer finds them', () => {
  describe('the logged-on drawer links to the blogs', () => {
    it('on the regular site, in the member\'s language, marked current on the blogs', async () => {
      const member = await memberWithApi({ language: 'sv-SE' });
      const start = drawerBlogsLink((await member.get('/Start').expect(200)).text);
      expect(start, 'a Blogs link in the drawer on /Start').to.not.equal(null);
      expect(start![2]).to.equal('Bloggar');
      expect(start![1]).to.not.include('aria-current');
      // /Community/Blogs opens its first list (/Community/Blogs/…): the drawer marks the section it lies in.
      const blogs = drawerBlogsLink((await member.get('/Community/Blogs').redirects(2).expect(200)).text);
      expect(blogs![1]).to.include('aria-current=');
    });

    it('on the dark site too', async () => {
      const member = await memberWithApi({ darkStatus: 3, member: true }, dark);
      const start = drawerBlogsLink((await member.get('/Start').expect(200)).text);
      expect(start?.[2]).to.equal('Blogs');
    });

    it('a visitor keeps the public Blog link (no member-only one)', async () => {
      const page = (await request(testApp()).get('/Support').expect(200)).text;
      expect(page).to.include('href="/Blog"');
      expect(drawerBlogsLink(page)).to.equal(null);
    });
  });

  describe('the comments of an entry, to a logged-on non-member', () => {
    const entryPage = async () => {
      const author = await buildMember({ member: true });
      const id = await insertEntry({ ownerId: author.id, title: 'Winter swimming' });
      return `/Community/Blogs/Entry/${id}/${slugOf('Winter swimming')}`;
    };

    it('say commenting is for members, with the purchase popup, and show no emoji button without a form', async () => {
      const path = await entryPage();
      const reader = await memberWithApi({ member: false });
      const page = (await reader.get(path).expect(200)).text;
      expect(page).to.not.include('id="comment-form"');
      expect(page).to.include('Commenting is for members.');
      expect(page, 'no invitation to write what they may not').to.include('No comments yet.').and.not.include('Be the first');
      expect(page).to.match(new RegExp(`<a class="button primary" href="/Membership\\?u=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" data-membership-popup="comments">Become a member to comment</a>`));
      expect(page, 'the purchase popup island').to.include('data-island="MembershipPopup"');
      expect(page).to.not.match(emojiButton);
      expect(page).to.not.include('Log on to write a comment');
      // What the popup says for the feature, and that it offers the 24-hour membership for it.
      const dialog = await reader.get('/api/Membership/BuyMembershipDialogData?feature=comments').expect(200);
      expect(JSON.stringify(dialog.body)).to.include('Commenting is for members. Become a member, or take a 24-hour membership to comment today.');
    });

    it('in Danish too', async () => {
      const path = await entryPage();
      const reader = await memberWithApi({ member: false, language: 'da-DK' });
      const page = (await reader.get(path).expect(200)).text;
      expect(page).to.include('Det er kun medlemmer, der kan skrive kommentarer.').and.include('Bliv medlem for at kommentere');
    });

    it('a member gets the form and the emoji button, and no notice; a visitor is told to log on', async () => {
      const path = await entryPage();
      const member = await memberWithApi({ member: true });
      const page = (await member.get(path).expect(200)).text;
      expect(page).to.include('id="comment-form"').and.match(emojiButton);
      expect(page).to.not.include('Commenting is for members.');
      expect(page, 'a member may be the first').to.include('No comments yet. Be the first to write one.');
      const visitor = (await request(testApp()).get(path).expect(200)).text;
      expect(visitor).to.include('Log on to write a comment').and.not.include('Commenting is for members.');
      expect(visitor).to.not.match(emojiButton);
    });
  });
});
