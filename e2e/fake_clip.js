// A smart clip over Web Bluetooth, for a browser without one: `navigator.bluetooth` offers one device whose Nordic
// UART transmit characteristic notifies whatever `window.fakeClip.send(text)` is given, as a real clip's notifications
// arrive (a chunk of bytes, lines cut anywhere). Loaded before the page's own scripts (Page.addScriptToEvaluateOnNewDocument).
(() => {
  const tx = new EventTarget();
  tx.value = null;
  tx.startNotifications = async () => tx;
  const device = new EventTarget();
  device.name = "Test clip";
  const service = { getCharacteristic: async () => tx };
  device.gatt = {
    connected: false,
    connect: async () => { device.gatt.connected = true; return { getPrimaryService: async () => service }; },
    disconnect: () => { device.gatt.connected = false; device.dispatchEvent(new Event("gattserverdisconnected")); },
  };
  const encoder = new TextEncoder();
  Object.defineProperty(navigator, "bluetooth", { configurable: true, value: { requestDevice: async () => device } });
  window.fakeClip = {
    get connected() { return device.gatt.connected; },
    send(text) {
      tx.value = new DataView(encoder.encode(text).buffer);
      tx.dispatchEvent(new Event("characteristicvaluechanged"));
    },
  };
})();
