import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';

/** The server's answer to `GET /api/health`. */
interface Health {
  status: string;
  version: string;
  db: string;
}

/**
 * Shows whether the server and its database are healthy.
 */
@customElement('health-badge')
export class HealthBadge extends LitElement {
  static override styles = css`
    :host {
      display: inline-flex;
      gap: 0.4em;
      align-items: center;
      font-size: 0.9rem;
      color: var(--muted);
    }
    .dot {
      width: 0.7em;
      height: 0.7em;
      border-radius: 50%;
      background: var(--muted);
    }
    .ok .dot {
      background: var(--ok);
    }
    .bad .dot {
      background: var(--bad);
    }
  `;

  @state() private accessor health: Health | null = null;
  @state() private accessor failed = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      const response = await fetch('/api/health');
      this.health = (await response.json()) as Health;
      this.failed = !response.ok;
    } catch {
      this.failed = true;
    }
  }

  override render() {
    const healthy = !this.failed && this.health?.status === 'ok';
    const label =
      this.health === null && !this.failed
        ? 'checking…'
        : healthy
          ? 'server ok'
          : 'server unreachable';
    return html`<span
      class=${healthy ? 'ok' : this.failed ? 'bad' : ''}
      data-testid="health"
      data-status=${healthy ? 'ok' : 'down'}
      ><span class="dot"></span>
      ${label}${this.health ? html` · v${this.health.version}` : ''}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'health-badge': HealthBadge;
  }
}
