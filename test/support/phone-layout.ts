import type { Page } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { testPassword } from './accounts.ts';

export async function logOn(page: Page, origin: string, profile: ProfileRecord): Promise<void> {
  await page.goto(`${origin}/LogOn`);
  await page.fill('#logon-name', profile.name);
  await page.fill('#logon-password', testPassword);
  await Promise.all([page.waitForURL((url) => url.pathname !== '/LogOn'), page.locator('form.logon-form button[type="submit"]').click()]);
}

/**
 * What is wrong with the page's layout at the phone's width, as short sentences (none: it fits).
 *
 * Tap targets: buttons (`button`, submit/button inputs, `summary`, `[role=button]`, `.button`) and links that
 * stand on their own: a link laid out as its own box (block, flex or grid item, inline-block/-flex — tabs,
 * pager links, `.tap-link`, list rows), or an inline link that is alone in its block (`<p><a>Back</a></p>`).
 * An inline link with other text in the same block is a link in running text, sized by the line it sits on,
 * and exempt (as in WCAG 2.5.5's inline exception). Each tap target must be at least 44 px tall.
 *
 * Overflow: every visible element of the page (`main`, and the top bar and footer around it) ends within the
 * phone's width (1 px for rounding). Inside a box that clips or scrolls sideways on purpose (`overflow-x` not
 * visible, e.g. the scrolling profile tabs), that box is checked instead of what it holds.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // tsx keeps function names with an `__name` helper that the page does not have: give it a no-op one.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate((width) => {
    const problems: string[] = [];
    // A mobile browser widens its layout viewport to fit content that is too wide (and zooms out), so
    // window.innerWidth alone would hide the problem: measure against the phone's own width too.
    if (window.innerWidth !== width) problems.push(`the page is laid out ${window.innerWidth} px wide on a ${width} px phone`);
    const name = (el: Element) => {
      const classes = [...el.classList].map((c) => `.${c}`).join('');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}>${text ? ` "${text}"` : ''}`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };

    if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
    const main = document.querySelector('main');
    if (!main) return [...problems, 'no <main>'];

    const inlineLike = (el: Element) => /^(inline|contents)$/.test(getComputedStyle(el).display);
    const inRunningText = (link: Element) => {
      if (!inlineLike(link)) return false;
      let block = link.parentElement;
      while (block && block !== main && inlineLike(block)) block = block.parentElement;
      const around = (block?.textContent ?? '').replace(link.textContent ?? '', '');
      return around.trim().length > 0;
    };
    const buttons = 'button, input[type="submit"], input[type="button"], input[type="reset"], summary, [role="button"], .button';
    for (const el of main.querySelectorAll(`${buttons}, a[href]`)) {
      if (!shown(el) || (!el.matches(buttons) && inRunningText(el))) continue;
      const height = el.getBoundingClientRect().height;
      if (height < 44 - 0.5) problems.push(`tap target ${name(el)} is ${height.toFixed(1)} px tall`);
    }

    const scrollsSideways = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const clipped = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (el.parentElement && (clipped.has(el.parentElement) || (el.parentElement !== document.body && scrollsSideways(el.parentElement)))) clipped.add(el);
      if (clipped.has(el) || !shown(el)) continue;
      const right = el.getBoundingClientRect().right;
      if (right > width + 1) problems.push(`${name(el)} ends at ${right.toFixed(1)} px`);
    }
    return problems;
  }, 390);
}

/**
 * The tab labels the phone cuts off (none: every tab of every tab row in `main` is whole on screen). A tab is cut
 * when part of it lies outside the phone's width or outside a box around it that clips or scrolls sideways.
 */
export async function cutTabs(page: Page): Promise<string[]> {
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate((width) => {
    const cut: string[] = [];
    for (const tab of document.querySelectorAll('main nav a')) {
      const box = tab.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      let left = 0;
      let right = width;
      for (let el = tab.parentElement; el && el !== document.body; el = el.parentElement) {
        if (getComputedStyle(el).overflowX === 'visible') continue;
        const outer = el.getBoundingClientRect();
        left = Math.max(left, outer.left);
        right = Math.min(right, outer.right);
      }
      if (box.left < left - 1 || box.right > right + 1) cut.push((tab.textContent ?? '').trim());
    }
    return cut;
  }, 390);
}
