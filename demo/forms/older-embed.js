/*
 * The demo store's stand-in for HubSpot's older embed script (`/forms/v2-legacy.js` on its static
 * host), served at /forms/v2-legacy.js: what the form embed loads for a form the forms API refuses
 * to it (403 "Not an Embed version 2 or 3 form", spec §8), handing it the page's own create
 * options. Like HubSpot's, it defines `hbspt.forms.create(options)` for itself (the embed puts its
 * own back). The demo has no form of that other version to show: this one writes, in the target,
 * which form it was handed (`data-older-embed="portalId/formId"`), and calls `onFormReady`.
 * Nothing from the page is written into the DOM as markup.
 */
(function () {
  'use strict';
  var hbspt = (window.hbspt = window.hbspt || {});
  var forms = (hbspt.forms = hbspt.forms || {});
  forms.create = function (options) {
    var target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (!target || !target.appendChild) return;
    var note = document.createElement('p');
    note.className = 'older-embed-form';
    note.setAttribute('data-older-embed', String(options.portalId) + '/' + String(options.formId));
    note.textContent = 'Form ' + String(options.formId) + ', shown by the older embed script.';
    target.appendChild(note);
    if (typeof options.onFormReady === 'function') options.onFormReady(note);
  };
})();
