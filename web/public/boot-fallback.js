/* global window, document, navigator, localStorage */
// OddsLens: the message a visitor sees when the app's own code did not arrive (refused by the server, offline, a
// deploy mid-load), instead of a white page. React's error boundary covers the pages' code once the app runs; this
// covers the code the app needs to start. A classic script, loaded before the app's module: it only listens.
// The texts are common.json's "chunk" ones (web/src/components/error-boundary.tsx holds the same), in both languages.
(function () {
  var TEXTS = {
    en: {
      title: 'This page could not be loaded',
      text: 'Part of the app did not arrive: the connection dropped or the server was busy. Reloading the page usually fixes it.',
      offline: 'You seem to be offline. Reconnect, then reload the page.',
      reload: 'Reload page',
    },
    ru: {
      title: 'Страница не загрузилась',
      text: 'Не удалось загрузить часть приложения: прервалось соединение или сервер был перегружен. Обычно помогает обновить страницу.',
      offline: 'Похоже, нет подключения к интернету. Подключитесь и обновите страницу.',
      reload: 'Обновить страницу',
    },
  };

  function language() {
    var chosen = null;
    try {
      chosen = localStorage.getItem('oddslens-language');
    } catch {
      chosen = null;
    }
    var cookie = /(?:^|;\s*)oddslens-language=([a-z]+)/.exec(document.cookie);
    var lang = chosen || (cookie && cookie[1]) || navigator.language || document.documentElement.lang || 'en';
    return String(lang).toLowerCase().indexOf('ru') === 0 ? 'ru' : 'en';
  }

  var shown = false;
  function show() {
    var root = document.getElementById('root');
    if (shown || !root || root.childElementCount > 0) return;
    shown = true;
    var lang = language();
    var t = TEXTS[lang];
    var box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.setAttribute('data-testid', 'boot-error');
    box.lang = lang;
    box.style.cssText =
      'box-sizing:border-box;width:calc(100% - 2rem);max-width:28rem;margin:15vh auto 0;padding:1.5rem;text-align:center;font:16px/1.5 system-ui,sans-serif;' +
      'border:1px solid #cbd5e1;border-radius:0.75rem;background:#fff;color:#0f172a';
    var h1 = document.createElement('h1');
    h1.textContent = t.title;
    h1.style.cssText = 'font-size:1.25rem;font-weight:700;margin:0 0 0.5rem';
    var p = document.createElement('p');
    p.textContent = navigator.onLine === false ? t.offline : t.text;
    p.style.margin = '0';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = t.reload;
    button.style.cssText =
      'margin-top:1rem;min-height:44px;padding:0 1.25rem;border:0;border-radius:0.5rem;background:#047857;color:#fff;' +
      'font:600 16px system-ui,sans-serif;cursor:pointer';
    button.addEventListener('click', function () {
      window.location.reload();
    });
    box.appendChild(h1);
    box.appendChild(p);
    box.appendChild(button);
    root.appendChild(box);
    button.focus();
  }

  // A module script (the app, or any module it imports) that fails to load fires 'error' on its element; a
  // preloaded module or stylesheet on its link. The app may still start after a preload failed (the import fetches
  // again): the message waits until it has had its chance.
  window.addEventListener(
    'error',
    function (event) {
      var el = event.target;
      if (!el || !el.tagName) return;
      if (el.tagName === 'SCRIPT') show();
      else if (el.tagName === 'LINK' && /modulepreload/.test(el.rel || '')) window.setTimeout(show, 4000);
    },
    true,
  );
})();
