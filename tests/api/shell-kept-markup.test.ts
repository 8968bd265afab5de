import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { ownServer } from '../support/own-server';
import { registerCustomer } from './account/members/helpers';

// The shell's menus and footer columns are rendered once per catalogue version (catalogue/products/KeptMarkup.astro)
// and sent to everyone: on a server and database of this file's own, so this file alone moves the
// catalogue's version and the first page rendered after the move is a member's.

const harness = ownServer();

const renamed = 'Yenilenmiş Bölüm Adı';

describe('the shell markup kept per catalogue version', () => {
  it('shows a renamed department on the next page, though a member rendered it, with nothing of the member', async () => {
    const { client, form } = await registerCustomer(new ApiClient(harness.server.url), {
      FirstName: 'Kesinlikleozel',
      LastName: 'Soyadbenzersiz',
    });
    const visitor = new ApiClient(harness.server.url);
    const before = await (await visitor.request('/cart')).text();
    expect(before).not.toContain(renamed);
    const { rows } = await harness.sql.query<{ slug: string }>(
      'update categories set name_tr = $1 where parent_id is null and slug = $2 returning slug',
      [renamed, 'kadin'],
    );
    expect(rows).toHaveLength(1);
    // The member's bag (a page never kept, with the member's name in the shell) renders the menus first.
    const own = await (await client.request('/cart')).text();
    expect(own).toContain(renamed);
    const secrets = [
      'Kesinlikleozel',
      form.LastName as string,
      form.Email as string,
      form.CellPhone as string,
      await client.verificationToken(),
    ];
    for (const path of ['/cart', '/categories/kadin', '/']) {
      const page = await (await visitor.request(path)).text();
      // The mega menu, the drawer and the department row of the home page all name it anew.
      expect(page.split(renamed).length - 1, path).toBeGreaterThanOrEqual(2);
      for (const secret of secrets) expect(page, `${path} holds ${secret}`).not.toContain(secret);
    }
  });
});
