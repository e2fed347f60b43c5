// Rspack loader for tests: replaces every occurrence of `from` with `to` in one source file.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`"${from}" does not occur in ${this.resourcePath}`);
  return source.split(from).join(to);
};
