// The System — service worker, served from /sw.js so it controls the whole app.
//
// - The app shell (styles, scripts, icons, manifest, the offline page) is precached and served cache-first.
// - Pages are network-first: each page that loads is kept, and shown again when the network is gone (with fresh
//   idempotency keys in its forms, so a copy never reuses a key the server has already seen); a page never opened
//   falls back to /offline.
// - Posts and /api requests are never cached or answered here: a post that cannot be sent waits in the outbox
//   (outbox.js), which sends it again when the connection returns.
"use strict";

// The server writes a digest of the assets and templates here, so any change to them installs a new worker.
const VERSION = "__ASSETS_VERSION__";
const SHELL = `the-system-shell-${VERSION}`;
const PAGES = `the-system-pages-${VERSION}`;
const MAX_PAGES = 60;
const OFFLINE = "/offline";

// The app shell, fetched when the worker installs.
const PRECACHE = [
  "/",
  "/offline",
  "/manifest.webmanifest",
  "/assets/app.css",
  "/assets/app.js",
  "/assets/outbox.js",
  "/assets/icon.svg",
  "/assets/icon-192.png",
  "/assets/icon-512.png",
  "/assets/icon-maskable-512.png",
  "/assets/apple-touch-icon.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL);
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const keep = new Set([SHELL, PAGES]);
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith("the-system-") && !keep.has(name)).map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

const isShell = (url) => url.pathname.startsWith("/assets/") || url.pathname === "/manifest.webmanifest";
const isHTML = (response) => (response.headers.get("Content-Type") || "").startsWith("text/html");

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;                   // posts go to the network as they are
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") || url.pathname === "/sw.js") return;
  if (isShell(url)) {
    event.respondWith(fromShell(request));
  } else if (request.mode === "navigate" || (request.headers.get("Accept") || "").includes("text/html")) {
    event.respondWith(page(event));
  }
});

// Cache-first: the shell changes only with a new worker (its VERSION changes with the assets).
const fromShell = async (request) => {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
};

// Network-first; the last copy of this page when offline; then the offline page.
const page = async (event) => {
  const request = event.request;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && isHTML(response)) {
      event.waitUntil(keepPage(request.url, response.clone()));
    }
    return response;
  } catch (error) {
    const copy = (await (await caches.open(PAGES)).match(request.url, { ignoreVary: true }))
      || (await (await caches.open(SHELL)).match(request.url, { ignoreVary: true }))
      || (await caches.match(OFFLINE, { cacheName: SHELL }));
    if (!copy) throw error;
    return freshKeys(copy);
  }
};

const keepPage = async (url, response) => {
  const cache = await caches.open(PAGES);
  await cache.put(url, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => cache.delete(key)));
};

// A stored page's forms carry the idempotency keys of the moment it was stored, and the server may have applied
// a post with one of them since: give every form a new key, so what the user does on this copy counts.
const newKey = () => (self.crypto && self.crypto.randomUUID ? self.crypto.randomUUID()
  : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
const freshKeys = async (response) => {
  const html = (await response.text())
    .replace(/(name="idempotencyKey"\s+value=")[^"]*"/g, (_, start) => `${start}${newKey()}"`);
  // Keep the stored response's headers (its Content-Security-Policy above all); only the length changed.
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: 200, headers });
};

// outbox.js asks for the page the worker was installed from, which loaded before the worker could keep it.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep-page" || typeof data.url !== "string") return;
  const url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/") || isShell(url)) return;
  event.waitUntil((async () => {
    try {
      const response = await fetch(url.href, { credentials: "same-origin" });
      if (response.ok && !response.redirected && isHTML(response)) await keepPage(url.href, response);
    } catch (_) { /* offline: it will be kept the next time it loads */ }
  })());
});
