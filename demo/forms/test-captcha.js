/*
 * The demo store's offline stand-in for Google's reCAPTCHA api.js, with the same interface:
 * grecaptcha.render(container, { sitekey, size: 'invisible', callback, 'expired-callback',
 * 'error-callback' }), execute(id), reset(id), getResponse(id), ready(cb); and api.js's query:
 * `onload=<global function>` is called once loaded; without `render=explicit`, every
 * `.g-recaptcha[data-sitekey]` element is rendered. `execute` asks the demo store for a token
 * (`/forms/test-captcha/token`, which the submission endpoint verifies); there is no challenge.
 * Nothing from the page or the network is ever written into the DOM as markup.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = new URL((script && script.src) || location.href, location.href);
  var query = src.searchParams;
  var origin = src.origin;
  var lang = (query.get('hl') || document.documentElement.lang || 'en').toLowerCase();
  var LABEL = lang.indexOf('vi') === 0 ? 'Captcha thử nghiệm (ngoại tuyến)' : 'Test captcha (offline)';
  var widgets = [];

  // A callback may be a function or, as with api.js, the name of a global function.
  function callback(fn) {
    if (typeof fn === 'function') return fn;
    if (typeof fn === 'string' && /^[A-Za-z_$][\w$]*$/.test(fn) && typeof window[fn] === 'function') return window[fn];
    return null;
  }
  function call(fn, value) {
    var f = callback(fn);
    if (f) f(value);
  }
  function widget(id) {
    var w = widgets[id === undefined ? 0 : id];
    if (!w) throw new Error('Invalid test captcha client id: ' + id);
    return w;
  }

  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element || element.nodeType !== 1) throw new Error('Invalid test captcha container');
    params = params || {};
    var badge = document.createElement('div');
    badge.className = 'grecaptcha-badge test-captcha-badge';
    badge.setAttribute('data-style', params.badge || 'inline');
    badge.textContent = LABEL;
    element.appendChild(badge);
    widgets.push({ params: params, token: '', timer: 0, run: 0, badge: badge });
    return widgets.length - 1;
  }

  function expire(w) {
    w.token = '';
    call(w.params['expired-callback']);
  }

  function execute(id) {
    var w = widget(id);
    var run = ++w.run;
    var url = origin + '/forms/test-captcha/token?sitekey=' + encodeURIComponent(String(w.params.sitekey || ''));
    fetch(url, { credentials: 'omit', cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error('test captcha token: HTTP ' + response.status);
        return response.json();
      })
      .then(function (data) {
        // A reset (or a newer execute) since this one started wins.
        if (run !== w.run || typeof data.token !== 'string') return;
        w.token = data.token;
        clearTimeout(w.timer);
        w.timer = setTimeout(function () { expire(w); }, (Number(data.expiresIn) || 120) * 1000);
        call(w.params.callback, data.token);
      })
      .catch(function (error) {
        if (run === w.run) call(w.params['error-callback'], error);
      });
  }

  function reset(id) {
    var w = widget(id);
    w.run++;
    w.token = '';
    clearTimeout(w.timer);
  }

  var api = {
    render: render,
    execute: execute,
    reset: reset,
    getResponse: function (id) { return widget(id).token; },
    ready: function (fn) {
      var f = callback(fn);
      if (f) setTimeout(f, 0);
    },
  };
  window.grecaptcha = api;

  if (query.get('render') !== 'explicit') {
    var elements = document.querySelectorAll('.g-recaptcha[data-sitekey]');
    for (var i = 0; i < elements.length; i++) {
      var el = elements[i];
      render(el, {
        sitekey: el.getAttribute('data-sitekey'),
        size: el.getAttribute('data-size'),
        callback: el.getAttribute('data-callback'),
        'expired-callback': el.getAttribute('data-expired-callback'),
        'error-callback': el.getAttribute('data-error-callback'),
      });
    }
  }
  var onload = query.get('onload');
  if (onload) call(onload);
})();
