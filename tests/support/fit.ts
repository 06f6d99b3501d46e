import type { Locator, Page } from '@playwright/test';
import { expect } from './sync';

/*
 * What "fits a 390 px phone" means (narrow-screen.spec.ts and narrow-screen-demo.spec.ts): nothing
 * makes the page scroll sideways, text cut short with an ellipsis keeps its full wording in a title,
 * a chart is no wider than its box, the sections' tabs keep their words whole, and every touch
 * target is big enough. A table may scroll inside its own box; the page may not.
 */

/** Where on a page something sticks out past the screen's right edge, and text cut short without a title. */
async function measureFit(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const screenWidth = root.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right + window.scrollX);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" (right edge ${right} px)`;
    };
    // Inside a box of its own that scrolls or clips (not the page's html and body): not the page's width.
    const inOwnBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.right + window.scrollX > screenWidth + 0.5 && !inOwnBox(element);
    });
    // The innermost ones say what to fix.
    const culprits = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    const cutWithoutTitle = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        if (getComputedStyle(element).textOverflow !== 'ellipsis' || element.scrollWidth <= element.clientWidth) {
          return false;
        }
        const full = (element.textContent ?? '').trim();
        return (
          element.closest('[title]')?.getAttribute('title') !== full && element.getAttribute('aria-label') !== full
        );
      })
      .map(describe);
    // A uPlot chart sits in a box that clips it: one wider than its box would be cut off unseen.
    const chartsWiderThanBox = Array.from(document.querySelectorAll('.uplot'))
      .filter((chart) => chart.getBoundingClientRect().width > (chart.parentElement?.clientWidth ?? 0) + 0.5)
      .map(describe);
    // The sections' tabs are the app's words, not the user's: they stay whole, where the body may break
    // any word to fit (it split "Dashboar d" on a phone).
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    };
    const brokenTabs = Array.from(document.querySelectorAll('nav[aria-label="Sections"] a'))
      .filter((tab) => lines(tab) > 1)
      .map(describe);
    return {
      scrollWidth: root.scrollWidth,
      screenWidth,
      culprits: culprits.slice(0, 6).map(describe),
      cutWithoutTitle,
      chartsWiderThanBox,
      brokenTabs,
    };
  });
}

/**
 * Touch targets. The rule: every visible link, button, input, select and textarea in the page
 * header and in <main> is at least 44 px tall; a control with no visible text (an icon button) must
 * also be 44 px wide. Exempt, as WCAG 2.5.8 exempts them: a link that is part of a sentence
 * (display: inline, and its parent holds text besides the link), whose size is set by the line
 * height of the text around it; and inputs the browser draws at its own size (checkboxes, radios;
 * the app has none today).
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const roots = Array.from(document.querySelectorAll('header, main'));
    const selector =
      'a[href], button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea, [role="button"]';
    const seen = new Set<Element>();
    const problems: string[] = [];
    for (const root of roots) {
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        if (seen.has(element)) continue;
        seen.add(element);
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
        const text = (element.textContent ?? '').trim();
        if (element.tagName === 'A' && style.display === 'inline') {
          const around = (element.parentElement?.textContent ?? '').trim();
          if (around.length > text.length) continue;
        }
        const isIcon =
          !['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) && text.replace(/[^\p{L}\p{N}]/gu, '') === '';
        // Half a pixel of slack for sub-pixel layout.
        if (rect.height < MIN - 0.5 || (isIcon && rect.width < MIN - 0.5)) {
          const name = element.getAttribute('aria-label') ?? (text || element.getAttribute('name') || element.id);
          problems.push(
            `${element.tagName.toLowerCase()} "${name}" is ${Math.round(rect.width)}x${Math.round(rect.height)} px`,
          );
        }
      }
    }
    return problems;
  });
}

/**
 * The page fits the phone's width and its touch targets are big enough; `where` names the route in
 * the failure. Soft, so one run lists every route that does not fit.
 */
export async function expectFits(page: Page, where: string, ready: Locator) {
  await expect(ready.first()).toBeVisible();
  // Charts and lists that are still loading would be measured before their content.
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const fit = await measureFit(page);
  expect
    .soft(
      { scrollWidth: fit.scrollWidth, culprits: fit.culprits },
      `${where} is ${fit.scrollWidth} px wide on a ${fit.screenWidth} px screen; past the edge: ${fit.culprits.join('; ')}`,
    )
    .toEqual({ scrollWidth: fit.screenWidth, culprits: [] });
  expect.soft(fit.cutWithoutTitle, `${where} cuts text short with no title holding all of it`).toEqual([]);
  expect.soft(fit.chartsWiderThanBox, `${where} has a chart wider than its box`).toEqual([]);
  expect.soft(fit.brokenTabs, `${where} breaks a section tab's label over two lines`).toEqual([]);
  expect.soft(await smallTouchTargets(page), `touch targets under 44 px on ${where}`).toEqual([]);
}

/** Chooses the option of a select that shows `text` (labels hold more than the name). */
export async function chooseOptionWith(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}
