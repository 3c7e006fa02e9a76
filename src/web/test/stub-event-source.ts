/** A browser EventSource as far as the module uses it: events by name, readyState, close(). */
export class StubEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: StubEventSource[] = [];
  readyState = StubEventSource.CONNECTING;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    StubEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = StubEventSource.CLOSED;
  }
  emit(type: string, data: unknown = {}) {
    if (type === 'ready') this.readyState = StubEventSource.OPEN;
    const event = Object.assign(new Event(type), { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
