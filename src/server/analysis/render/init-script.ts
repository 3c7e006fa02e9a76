/**
 * Runs in every frame before the page's own scripts: dialogs, printing and new windows do
 * nothing (an alert() loop becomes a plain loop, which the render's time limit ends), beacons
 * are not sent, and WebRTC, which could reach addresses outside the request guard, is absent.
 * Kept as text so that nothing of our build (helpers a bundler adds) ends up in the page.
 */
export const INIT_SCRIPT = `(() => {
  const quiet = (value) => () => value;
  try {
    window.alert = quiet(undefined);
    window.confirm = quiet(false);
    window.prompt = quiet(null);
    window.print = quiet(undefined);
    window.open = quiet(null);
    if (navigator.sendBeacon) navigator.sendBeacon = quiet(true);
    for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel']) {
      try { Object.defineProperty(window, name, { value: undefined, configurable: false, writable: false }); } catch {}
    }
  } catch {}
})();`;
