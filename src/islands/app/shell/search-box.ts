import { call } from '@lib/platform';
import { parseRecent, RECENT_KEY, rememberSearch, SUGGEST_FROM, type Suggestion, type Suggestions } from '@lib/catalogue';

/** Wait after the last keystroke before asking, so a fast typist sends one request, not six. */
const DEBOUNCE_MS = 150;

type Group = { label: string; items: Suggestion[] };

function readRecent(): string[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

function saveRecent(query: string): void {
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(rememberSearch(readRecent(), query)));
  } catch {
    // Storage full or blocked: recent searches are a nicety, the search itself goes on.
  }
}

/**
 * <search-box>: the header's search form as a combobox (ARIA 1.2 list autocomplete). Suggestions
 * (brands, categories, products; recent searches while the box is empty) follow the typing; arrow
 * keys move through them, Enter opens one, Escape closes the list. The form submits as before.
 */
class SearchBox extends HTMLElement {
  private input!: HTMLInputElement;
  private list!: HTMLUListElement;
  private status!: HTMLElement;
  private options: HTMLElement[] = [];
  private active = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private asked = 0;
  /** Answers already read on this page: typing back over a prefix asks nothing again. */
  private readonly answers = new Map<string, Suggestions>();

  connectedCallback() {
    const input = this.querySelector<HTMLInputElement>('input[type="search"]');
    const list = this.querySelector<HTMLUListElement>('[role="listbox"]');
    const status = this.querySelector<HTMLElement>('[data-status]');
    if (!input || !list || !status) return;
    Object.assign(this, { input, list, status });
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', list.id);
    input.setAttribute('aria-expanded', 'false');
    input.addEventListener('input', () => this.schedule());
    input.addEventListener('focus', () => this.schedule(0));
    input.addEventListener('keydown', (event) => this.onKey(event));
    list.addEventListener('mousedown', (event) => event.preventDefault());
    list.addEventListener('click', (event) => {
      const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
      if (option) this.choose(option);
    });
    this.addEventListener('focusout', (event) => {
      if (!this.contains(event.relatedTarget as Node | null)) this.close(true);
    });
    this.querySelector('form')?.addEventListener('submit', () => saveRecent(input.value));
    // The phone's search icon opens this panel and puts the cursor in the box.
    for (const toggle of document.querySelectorAll<HTMLElement>('[data-search-toggle]')) {
      toggle.addEventListener('click', (event) => {
        event.preventDefault();
        this.dataset.open = '';
        input.focus();
      });
    }
  }

  private schedule(delay = DEBOUNCE_MS) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), delay);
  }

  private async update() {
    const q = this.input.value.trim();
    const asked = ++this.asked;
    if (!q) {
      const recent = readRecent();
      const search = this.querySelector('form')?.getAttribute('action') ?? '/search';
      this.render([
        { label: this.dataset.recent ?? '', items: recent.map((r) => ({ label: r, href: `${search}?q=${encodeURIComponent(r)}` })) },
      ]);
      return;
    }
    if ([...q].length < SUGGEST_FROM) {
      this.render([]);
      return;
    }
    try {
      const result = this.answers.get(q) ?? (await this.ask(q));
      if (asked !== this.asked || !result) return;
      const { brands, categories, products, respelled } = result;
      this.render(
        [
          { label: this.dataset.respelled ?? '', items: respelled ? [respelled] : [] },
          { label: this.dataset.brands ?? '', items: brands },
          { label: this.dataset.categories ?? '', items: categories },
          { label: this.dataset.products ?? '', items: products },
        ],
        true,
      );
    } catch {
      // No suggestions this time; the form still searches.
    }
  }

  private async ask(q: string): Promise<Suggestions | undefined> {
    const answer = await call<Suggestions>('/cop-api/search/suggestions', {
      query: { q: q.slice(0, 100), lang: this.dataset.lang },
      silent: true,
    });
    if (!answer.Success || !answer.Result) return undefined;
    this.answers.set(q, answer.Result);
    return answer.Result;
  }

  /** Draws the groups that hold anything; `asked`: a query was answered, so an empty answer says so. */
  private render(groups: Group[], asked = false) {
    const shown = groups.filter((group) => group.items.length > 0);
    const none = this.querySelector<HTMLElement>('[data-none]');
    if (none) none.hidden = !asked || shown.length > 0;
    this.list.replaceChildren(...shown.map((group, g) => this.group(group, g)));
    this.options = [...this.list.querySelectorAll<HTMLElement>('[role="option"]')];
    this.active = -1;
    this.input.removeAttribute('aria-activedescendant');
    const open = this.options.length > 0;
    this.list.hidden = !open;
    this.input.setAttribute('aria-expanded', String(open));
    this.status.textContent = open
      ? (this.dataset.results ?? '').replace('{count}', String(this.options.length))
      : asked
        ? (none?.textContent ?? '')
        : '';
  }

  private group(group: Group, g: number): HTMLElement {
    const item = document.createElement('li');
    item.setAttribute('role', 'group');
    item.setAttribute('aria-labelledby', `site-search-group-${g}`);
    const heading = document.createElement('span');
    heading.className = 'suggestion-heading';
    heading.id = `site-search-group-${g}`;
    heading.textContent = group.label;
    const options = document.createElement('ul');
    options.setAttribute('role', 'none');
    for (const [i, suggestion] of group.items.entries()) {
      const option = document.createElement('li');
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.id = `site-search-option-${g}-${i}`;
      option.dataset.href = suggestion.href;
      option.textContent = suggestion.label;
      if (suggestion.hint) {
        const hint = document.createElement('span');
        hint.className = 'suggestion-hint';
        hint.textContent = suggestion.hint;
        option.append(' ', hint);
      }
      options.append(option);
    }
    item.append(heading, options);
    return item;
  }

  private move(step: number) {
    if (this.options.length === 0) return;
    this.options[this.active]?.setAttribute('aria-selected', 'false');
    // One step past either end returns to the box itself (-1), as the pattern suggests.
    const next = this.active + step;
    this.active = next >= this.options.length ? -1 : next < -1 ? this.options.length - 1 : next;
    const option = this.options[this.active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      option.scrollIntoView({ block: 'nearest' });
      this.input.setAttribute('aria-activedescendant', option.id);
    } else this.input.removeAttribute('aria-activedescendant');
  }

  private onKey(event: KeyboardEvent) {
    const open = !this.list.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return this.schedule(0);
      this.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && this.options[this.active]) {
      event.preventDefault();
      this.choose(this.options[this.active]!);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        this.close(false);
      } else if ('open' in this.dataset) {
        this.close(true);
        document.querySelector<HTMLElement>('[data-search-toggle]')?.focus();
      }
    }
  }

  private choose(option: HTMLElement) {
    if (this.input.value.trim()) saveRecent(this.input.value);
    window.location.assign(option.dataset.href ?? '');
  }

  /** Closes the list; with panel, also the phone's search panel. */
  private close(panel: boolean) {
    clearTimeout(this.timer);
    this.asked++;
    this.render([]);
    if (panel) delete this.dataset.open;
  }
}

if (!customElements.get('search-box')) customElements.define('search-box', SearchBox);
