/**
 * Form bodies as browsers and form encoders write them, and as servers read them back: fields
 * that are text, a list as the field repeated (`tags=a&tags=b`), an object spelled out with
 * brackets (`card[number]=4242`, `items[0][price]=5`). One home for the three places that write
 * or read one: the flows `falcon init` writes, generated cases, and the tests' strict servers.
 */
/** The fields of a value: scalars as they are, lists of scalars repeated, the rest spelled out. */
function formFields(value) {
    const fields = {};
    const add = (name, item) => {
        if (item === undefined || item === null)
            return;
        if (Array.isArray(item) && item.every((part) => !isStructured(part))) {
            fields[name] = item;
        }
        else if (Array.isArray(item)) {
            item.forEach((part, index) => add(`${name}[${index}]`, part));
        }
        else if (isStructured(item)) {
            for (const [key, part] of Object.entries(item))
                add(`${name}[${key}]`, part);
        }
        else {
            fields[name] = item;
        }
    };
    for (const [name, item] of Object.entries(value))
        add(name, item);
    return fields;
}
/** `a=1&tags=x&tags=y`, encoded as a form (and URLSearchParams) encodes it. */
function encodeForm(fields) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
        for (const item of Array.isArray(value) ? value : [value])
            search.append(name, String(item));
    return search.toString();
}
/**
 * A form body read back as a server reads it: a repeated field as a list, bracketed names as
 * nested objects. Every leaf is text; the schema decides what it means.
 */
function decodeForm(body) {
    const value = {};
    const search = new URLSearchParams(body);
    for (const name of new Set(search.keys())) {
        const values = search.getAll(name);
        const keys = [
            name.replace(/\[.*$/, ''),
            ...[...name.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]),
        ];
        let node = value;
        for (const key of keys.slice(0, -1)) {
            const next = node[key];
            node = (node[key] = isStructured(next) && !Array.isArray(next) ? next : {});
        }
        node[keys.at(-1)] = values.length === 1 ? values[0] : values;
    }
    return value;
}
/** Parts of a multipart/form-data body are cut at this line; nothing generated contains it. */
const MULTIPART_BOUNDARY = 'falcon-form-boundary';
/**
 * A multipart/form-data body: one part per field, a list as the part repeated, an object as a
 * JSON part, and each field named in `files` as a small file.
 */
function multipartBody(value, files) {
    const parts = [];
    for (const [name, item] of Object.entries(value)) {
        for (const part of Array.isArray(item) && !isStructured(item[0]) ? item : [item]) {
            if (part === undefined || part === null)
                continue;
            const headers = files.has(name)
                ? `Content-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\nContent-Type: application/octet-stream`
                : isStructured(part)
                    ? `Content-Disposition: form-data; name="${name}"\r\nContent-Type: application/json`
                    : `Content-Disposition: form-data; name="${name}"`;
            const content = typeof part === 'string' ? part : JSON.stringify(part);
            parts.push(`--${MULTIPART_BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`);
        }
    }
    return `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`;
}
function isStructured(value) {
    return value !== null && typeof value === 'object';
}

export { MULTIPART_BOUNDARY as M, decodeForm as d, encodeForm as e, formFields as f, multipartBody as m };
