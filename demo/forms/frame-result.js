/*
 * The page a submission answers into its hidden target frame (the widget's path for when its own
 * request cannot reach the forms host): it hands the result to the page that embeds the form, by
 * postMessage to that page's origin only, never '*'. The result is data in a JSON script element,
 * never markup.
 */
(function () {
  'use strict';
  var element = document.getElementById('result');
  if (!element || window.parent === window) return;
  var data;
  try {
    data = JSON.parse(element.textContent || '');
  } catch (error) {
    return;
  }
  var origin = data && data.targetOrigin;
  if (typeof origin !== 'string' || !/^https?:\/\/[^/?#]+$/.test(origin)) return;
  delete data.targetOrigin;
  window.parent.postMessage(data, origin);
})();
