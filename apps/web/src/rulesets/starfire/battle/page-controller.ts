import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A controller of the battle page: added to its host, it reads the page (and acts on it) through
 * `link`, the few getters and callbacks it needs.
 */
export abstract class PageController<Link> implements ReactiveController {
  protected readonly host: ReactiveControllerHost & HTMLElement;
  protected readonly link: Link;
  hostConnected?(): void;

  constructor(host: ReactiveControllerHost & HTMLElement, link: Link) {
    this.host = host;
    this.link = link;
    host.addController(this);
  }
}
