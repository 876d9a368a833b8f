// How dependency-cruiser reads TypeScript here: TypeScript 7 has no JavaScript API, so Babel strips the types and
// dependency-cruiser reads the JavaScript. Type-only imports are kept as bare imports first, so that the boundary
// rules and the cycle check see them as well: a type is as much a dependency as a value.
const keepTypeImports = ({ types: t }) => ({
  visitor: {
    // On entering the program, before the TypeScript preset removes type-only imports on its own entry.
    Program(program) {
      program.traverse({
        'ImportDeclaration|ExportNamedDeclaration'(path) {
          const { node } = path;
          if (!node.source) return;
          const typeOnly =
            node.importKind === 'type' ||
            node.exportKind === 'type' ||
            (node.specifiers.length > 0 &&
              node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));
          if (typeOnly) path.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)));
        },
      });
    },
  },
});

module.exports = {
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
};
