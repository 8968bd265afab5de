import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { threeDPagePolicy } from './page';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the policy of iyzico’s 3-D page', () => {
  it('runs only the page’s own inline script and posts only to its form’s origin', async () => {
    const script = "document.getElementById('iyzico-3ds-form').submit();";
    const html = `<form id="iyzico-3ds-form" action="https://acs.bank.example/pareq?x=1&amp;y=2" method="post"></form><script type="text/javascript">${script}</script>`;
    const policy = await threeDPagePolicy(html);
    expect(policy).toContain(`script-src ${hash(script)}`);
    expect(policy).toContain('form-action https://acs.bank.example;');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("unsafe-inline' ;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows an inline handler by hash, and nothing where the page has no script or form', async () => {
    const policy = await threeDPagePolicy(
      `<body onload="document.forms[0].submit()"><form action='http://127.0.0.1:4000/bank'></form></body>`,
    );
    expect(policy).toContain(`script-src 'unsafe-hashes' ${hash('document.forms[0].submit()')}`);
    expect(policy).toContain('form-action http://127.0.0.1:4000;');
    const empty = await threeDPagePolicy('<p>nothing</p>');
    expect(empty).toContain("script-src 'none'");
    expect(empty).toContain("form-action 'none'");
  });

  it('ignores an external script’s body and a form to no web address', async () => {
    const policy = await threeDPagePolicy(`<script src="https://evil.example/x.js"></script><form action="javascript:alert(1)"></form>`);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("form-action 'none'");
  });
});
