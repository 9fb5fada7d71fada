/** Forbidden imports between the web client's folders (see the root .dependency-cruiser.cjs). */
module.exports = [];
