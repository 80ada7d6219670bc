import { definePage } from '../../platform/http/define.ts';

/** Per-site theme variables as a stylesheet, so the CSP needs no inline styles. */
export const pages = [
  definePage({
    path: '/site-theme.css',
    access: 'public',
    handler: (_input, req, res) => {
      const { site } = req.ctx;
      const genders = Object.entries(site.genderColours)
        .filter(([name, colour]) => /^\w+$/.test(name) && /^#[0-9a-fA-F]{6}$/.test(colour))
        .map(([name, colour]) => `  --gender-${name.toLowerCase()}: ${colour};`);
      const css = [':root {', `  --brand: ${site.themeColour};`, `  --blur-picture: ${site.blurPictureValue}px;`, ...genders, '}', ''].join('\n');
      res.type('text/css').set('Cache-Control', 'public, max-age=300').set('Vary', 'Host').send(css);
    },
  }),
];
