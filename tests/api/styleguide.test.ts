import { inject, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';

// The style guide is a developer's page: served where the outbox is, never indexed, a 404 elsewhere.
describe('the /dev/styleguide page', () => {
  it('is not found when DEV_OUTBOX is off', async () => {
    // A client each: the first answer's language cookie would send the second to its own language.
    expect((await new ApiClient(inject('maintenanceUrl')).request('/dev/styleguide')).status).toBe(404);
    expect((await new ApiClient(inject('maintenanceUrl')).request('/en/dev/styleguide')).status).toBe(404);
  });

  it('is served, not indexed, in both languages when DEV_OUTBOX is on', async () => {
    const tr = await new ApiClient().request('/dev/styleguide');
    expect(tr.status).toBe(200);
    const html = await tr.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Stil rehberi');
    const en = await new ApiClient().request('/en/dev/styleguide');
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('Style guide');
  });
});
