/**
 * Tiny sub-app modules in System.register format, for tests that need a sub-app to behave in a
 * given way (mount text, throw on mount, export nothing). Serve them with `page.route` or write
 * them into a copied web root.
 */
export function fixtureSubApp(options: { text?: string; mountError?: string; noLifecycles?: boolean } = {}): string {
  if (options.noLifecycles) {
    return `System.register([], function (_export) { return { execute: function () { _export({ hello: 'world' }); } }; });`;
  }
  const mount = options.mountError
    ? `function () { return Promise.reject(new Error(${JSON.stringify(options.mountError)})); }`
    : `function (props) { var el = document.createElement('p'); el.setAttribute('data-testid', 'fixture-subapp'); el.textContent = ${JSON.stringify(options.text ?? 'fixture')}; props.domElement.appendChild(el); return Promise.resolve(); }`;
  return `System.register([], function (_export) {
  return { execute: function () {
    _export({
      bootstrap: function () { return Promise.resolve(); },
      mount: ${mount},
      unmount: function (props) { props.domElement.replaceChildren(); return Promise.resolve(); }
    });
  } };
});`;
}
