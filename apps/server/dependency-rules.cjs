/** Forbidden imports between the server's folders (see the root .dependency-cruiser.cjs). */
module.exports = [];
