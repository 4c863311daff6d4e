import { c as builtin, ah as fragmentPointer, n as isRecord, L as InputErrors, m as messageOf, I as InputError, d as builtin$1, b as builtin$2, Y as valueAt, Z as unescapeSegment, ai as formatLocation, s as builtin$3 } from './cancellation.js';
import { ag as requireRef, ah as requireCodegen, ai as requireCore$2, aj as requireMultipleOf, ak as requireLimitLength, al as requirePattern, am as requireLimitProperties, an as requireRequired, ao as requireLimitItems, ap as requireUniqueItems, aq as require_const, ar as require_enum, as as requireFormat, at as requireApplicator, au as requireDiscriminator, av as requireEqual, aw as require_2020, o as getAugmentedNamespace, k as getDefaultExportFromCjs$1, ax as resolvePointer, H as parseYamlSource, ay as fromPointer, A as schemaErrorText, C as schemaErrorSentence, az as meetsMetaSchema2020, _ as _2020Exports, l as describeErrors } from './files.js';
import { H as HTTP_METHODS, c as createApiSpec } from './api.js';
import './exit-codes.js';

var util = {};

var hasRequiredUtil;

function requireUtil () {
	if (hasRequiredUtil) return util;
	hasRequiredUtil = 1;

	const util$1 = builtin;

	util.format = util$1.format;
	util.inherits = util$1.inherits;
	const parse = (u) => new URL(u);

	/**
	 * Regular Expression that matches Swagger path params.
	 */
	util.swaggerParamRegExp = /\{([^/}]+)}/g;

	/**
	 * List of HTTP verbs used for OperationItem as per the Swagger specification
	 */
	const operationsList = ["get", "post", "put", "delete", "patch", "options", "head", "trace"];

	/**
	 * This function takes in a Server object, checks if it has relative path
	 * and then fixes it as per the path url
	 *
	 * @param {object} server - The server object to be fixed
	 * @param {string} path - The path (an http/https url) from where the file was downloaded
	 * @returns {object} - The fixed server object
	 */
	function fixServers(server, path) {
	  // Server url starting with "/" tells that it is not an http(s) url
	  if (server.url && server.url.startsWith("/")) {
	    const inUrl = parse(path);
	    const finalUrl = inUrl.protocol + "//" + inUrl.hostname + server.url;
	    server.url = finalUrl;
	    return server;
	  }
	}

	/**
	 * This function helps fix the relative servers in the API definition file
	 * be at root, path or operation's level
	 */
	function fixOasRelativeServers(schema, filePath) {
	  if (schema.openapi && filePath && (filePath.startsWith("http:") || filePath.startsWith("https:"))) {
	    /**
	     * From OpenAPI v3 spec for Server object's url property: "REQUIRED. A URL to the target host.
	     * This URL supports Server Variables and MAY be relative, to indicate that the host location is relative to the location where
	     * the OpenAPI document is being served."
	     * Further, the spec says that "servers" property can show up at root level, in 'Path Item' object or in 'Operation' object.
	     * However, interpretation of the spec says that relative paths for servers should take into account the hostname that
	     * serves the OpenAPI file.
	     */
	    if (schema.servers) {
	      schema.servers.map((server) => fixServers(server, filePath)); // Root level servers array's fixup
	    }

	    // Path, Operation, or Webhook level servers array's fixup
	    ["paths", "webhooks"].forEach((component) => {
	      Object.keys(schema[component] || []).forEach((path) => {
	        const pathItem = schema[component][path];
	        Object.keys(pathItem).forEach((opItem) => {
	          if (opItem === "servers") {
	            // servers at pathitem level
	            pathItem[opItem].map((server) => fixServers(server, filePath));
	          } else if (operationsList.includes(opItem)) {
	            // servers at operation level
	            if (pathItem[opItem].servers) {
	              pathItem[opItem].servers.map((server) => fixServers(server, filePath));
	            }
	          }
	        });
	      });
	    });
	  }
	}

	util.fixOasRelativeServers = fixOasRelativeServers;
	return util;
}

var lib$3 = {exports: {}};

const id$3 = "https://raw.githubusercontent.com/OAI/OpenAPI-Specification/master/schemas/v1.2/apiDeclaration.json#";
const $schema$4 = "http://json-schema.org/draft-04/schema#";
const type$5 = "object";
const required$3 = [
	"swaggerVersion",
	"basePath",
	"apis"
];
const properties$4 = {
	swaggerVersion: {
		"enum": [
			"1.2"
		]
	},
	apiVersion: {
		type: "string"
	},
	basePath: {
		type: "string",
		format: "uri",
		pattern: "^https?://"
	},
	resourcePath: {
		type: "string",
		format: "uri",
		pattern: "^/"
	},
	apis: {
		type: "array",
		items: {
			$ref: "#/definitions/apiObject"
		}
	},
	models: {
		type: "object",
		additionalProperties: {
			$ref: "modelsObject.json#"
		}
	},
	produces: {
		$ref: "#/definitions/mimeTypeArray"
	},
	consumes: {
		$ref: "#/definitions/mimeTypeArray"
	},
	authorizations: {
		$ref: "authorizationObject.json#"
	}
};
const additionalProperties$2 = false;
const definitions$3 = {
	apiObject: {
		type: "object",
		required: [
			"path",
			"operations"
		],
		properties: {
			path: {
				type: "string",
				format: "uri-template",
				pattern: "^/"
			},
			description: {
				type: "string"
			},
			operations: {
				type: "array",
				items: {
					$ref: "operationObject.json#"
				}
			}
		},
		additionalProperties: false
	},
	mimeTypeArray: {
		type: "array",
		items: {
			type: "string",
			format: "mime-type"
		},
		uniqueItems: true
	}
};
const require$$0 = {
	id: id$3,
	$schema: $schema$4,
	type: type$5,
	required: required$3,
	properties: properties$4,
	additionalProperties: additionalProperties$2,
	definitions: definitions$3
};

const title = "A JSON Schema for Swagger 2.0 API.";
const id$2 = "http://swagger.io/v2/schema.json#";
const $schema$3 = "http://json-schema.org/draft-04/schema#";
const type$4 = "object";
const required$2 = [
	"swagger",
	"info",
	"paths"
];
const additionalProperties$1 = false;
const patternProperties$1 = {
	"^x-": {
		$ref: "#/definitions/vendorExtension"
	}
};
const properties$3 = {
	swagger: {
		type: "string",
		"enum": [
			"2.0"
		],
		description: "The Swagger version of this document."
	},
	info: {
		$ref: "#/definitions/info"
	},
	host: {
		type: "string",
		pattern: "^[^{}/ :\\\\]+(?::\\d+)?$",
		description: "The host (name or ip) of the API. Example: 'swagger.io'"
	},
	basePath: {
		type: "string",
		pattern: "^/",
		description: "The base path to the API. Example: '/api'."
	},
	schemes: {
		$ref: "#/definitions/schemesList"
	},
	consumes: {
		description: "A list of MIME types accepted by the API.",
		allOf: [
			{
				$ref: "#/definitions/mediaTypeList"
			}
		]
	},
	produces: {
		description: "A list of MIME types the API can produce.",
		allOf: [
			{
				$ref: "#/definitions/mediaTypeList"
			}
		]
	},
	paths: {
		$ref: "#/definitions/paths"
	},
	definitions: {
		$ref: "#/definitions/definitions"
	},
	parameters: {
		$ref: "#/definitions/parameterDefinitions"
	},
	responses: {
		$ref: "#/definitions/responseDefinitions"
	},
	security: {
		$ref: "#/definitions/security"
	},
	securityDefinitions: {
		$ref: "#/definitions/securityDefinitions"
	},
	tags: {
		type: "array",
		items: {
			$ref: "#/definitions/tag"
		},
		uniqueItems: true
	},
	externalDocs: {
		$ref: "#/definitions/externalDocs"
	}
};
const definitions$2 = {
	info: {
		type: "object",
		description: "General information about the API.",
		required: [
			"version",
			"title"
		],
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			title: {
				type: "string",
				description: "A unique and precise title of the API."
			},
			version: {
				type: "string",
				description: "A semantic version number of the API."
			},
			description: {
				type: "string",
				description: "A longer description of the API. Should be different from the title.  GitHub Flavored Markdown is allowed."
			},
			termsOfService: {
				type: "string",
				description: "The terms of service for the API."
			},
			contact: {
				$ref: "#/definitions/contact"
			},
			license: {
				$ref: "#/definitions/license"
			}
		}
	},
	contact: {
		type: "object",
		description: "Contact information for the owners of the API.",
		additionalProperties: false,
		properties: {
			name: {
				type: "string",
				description: "The identifying name of the contact person/organization."
			},
			url: {
				type: "string",
				description: "The URL pointing to the contact information.",
				format: "uri"
			},
			email: {
				type: "string",
				description: "The email address of the contact person/organization.",
				format: "email"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	license: {
		type: "object",
		required: [
			"name"
		],
		additionalProperties: false,
		properties: {
			name: {
				type: "string",
				description: "The name of the license type. It's encouraged to use an OSI compatible license."
			},
			url: {
				type: "string",
				description: "The URL pointing to the license.",
				format: "uri"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	paths: {
		type: "object",
		description: "Relative paths to the individual endpoints. They must be relative to the 'basePath'.",
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			},
			"^/": {
				$ref: "#/definitions/pathItem"
			}
		},
		additionalProperties: false
	},
	definitions: {
		type: "object",
		additionalProperties: {
			$ref: "#/definitions/schema"
		},
		description: "One or more JSON objects describing the schemas being consumed and produced by the API."
	},
	parameterDefinitions: {
		type: "object",
		additionalProperties: {
			$ref: "#/definitions/parameter"
		},
		description: "One or more JSON representations for parameters"
	},
	responseDefinitions: {
		type: "object",
		additionalProperties: {
			$ref: "#/definitions/response"
		},
		description: "One or more JSON representations for responses"
	},
	externalDocs: {
		type: "object",
		additionalProperties: false,
		description: "information about external documentation",
		required: [
			"url"
		],
		properties: {
			description: {
				type: "string"
			},
			url: {
				type: "string",
				format: "uri"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	examples: {
		type: "object",
		additionalProperties: true
	},
	mimeType: {
		type: "string",
		description: "The MIME type of the HTTP message."
	},
	operation: {
		type: "object",
		required: [
			"responses"
		],
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			tags: {
				type: "array",
				items: {
					type: "string"
				},
				uniqueItems: true
			},
			summary: {
				type: "string",
				description: "A brief summary of the operation."
			},
			description: {
				type: "string",
				description: "A longer description of the operation, GitHub Flavored Markdown is allowed."
			},
			externalDocs: {
				$ref: "#/definitions/externalDocs"
			},
			operationId: {
				type: "string",
				description: "A unique identifier of the operation."
			},
			produces: {
				description: "A list of MIME types the API can produce.",
				allOf: [
					{
						$ref: "#/definitions/mediaTypeList"
					}
				]
			},
			consumes: {
				description: "A list of MIME types the API can consume.",
				allOf: [
					{
						$ref: "#/definitions/mediaTypeList"
					}
				]
			},
			parameters: {
				$ref: "#/definitions/parametersList"
			},
			responses: {
				$ref: "#/definitions/responses"
			},
			schemes: {
				$ref: "#/definitions/schemesList"
			},
			deprecated: {
				type: "boolean",
				"default": false
			},
			security: {
				$ref: "#/definitions/security"
			}
		}
	},
	pathItem: {
		type: "object",
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			$ref: {
				type: "string"
			},
			get: {
				$ref: "#/definitions/operation"
			},
			put: {
				$ref: "#/definitions/operation"
			},
			post: {
				$ref: "#/definitions/operation"
			},
			"delete": {
				$ref: "#/definitions/operation"
			},
			options: {
				$ref: "#/definitions/operation"
			},
			head: {
				$ref: "#/definitions/operation"
			},
			patch: {
				$ref: "#/definitions/operation"
			},
			parameters: {
				$ref: "#/definitions/parametersList"
			}
		}
	},
	responses: {
		type: "object",
		description: "Response objects names can either be any valid HTTP status code or 'default'.",
		minProperties: 1,
		additionalProperties: false,
		patternProperties: {
			"^([0-9]{3})$|^(default)$": {
				$ref: "#/definitions/responseValue"
			},
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		not: {
			type: "object",
			additionalProperties: false,
			patternProperties: {
				"^x-": {
					$ref: "#/definitions/vendorExtension"
				}
			}
		}
	},
	responseValue: {
		oneOf: [
			{
				$ref: "#/definitions/response"
			},
			{
				$ref: "#/definitions/jsonReference"
			}
		]
	},
	response: {
		type: "object",
		required: [
			"description"
		],
		properties: {
			description: {
				type: "string"
			},
			schema: {
				oneOf: [
					{
						$ref: "#/definitions/schema"
					},
					{
						$ref: "#/definitions/fileSchema"
					}
				]
			},
			headers: {
				$ref: "#/definitions/headers"
			},
			examples: {
				$ref: "#/definitions/examples"
			}
		},
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	headers: {
		type: "object",
		additionalProperties: {
			$ref: "#/definitions/header"
		}
	},
	header: {
		type: "object",
		additionalProperties: false,
		required: [
			"type"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"string",
					"number",
					"integer",
					"boolean",
					"array"
				]
			},
			format: {
				type: "string"
			},
			items: {
				$ref: "#/definitions/primitivesItems"
			},
			collectionFormat: {
				$ref: "#/definitions/collectionFormat"
			},
			"default": {
				$ref: "#/definitions/default"
			},
			maximum: {
				$ref: "#/definitions/maximum"
			},
			exclusiveMaximum: {
				$ref: "#/definitions/exclusiveMaximum"
			},
			minimum: {
				$ref: "#/definitions/minimum"
			},
			exclusiveMinimum: {
				$ref: "#/definitions/exclusiveMinimum"
			},
			maxLength: {
				$ref: "#/definitions/maxLength"
			},
			minLength: {
				$ref: "#/definitions/minLength"
			},
			pattern: {
				$ref: "#/definitions/pattern"
			},
			maxItems: {
				$ref: "#/definitions/maxItems"
			},
			minItems: {
				$ref: "#/definitions/minItems"
			},
			uniqueItems: {
				$ref: "#/definitions/uniqueItems"
			},
			"enum": {
				$ref: "#/definitions/enum"
			},
			multipleOf: {
				$ref: "#/definitions/multipleOf"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	vendorExtension: {
		description: "Any property starting with x- is valid.",
		additionalProperties: true,
		additionalItems: true
	},
	bodyParameter: {
		type: "object",
		required: [
			"name",
			"in",
			"schema"
		],
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			description: {
				type: "string",
				description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
			},
			name: {
				type: "string",
				description: "The name of the parameter."
			},
			"in": {
				type: "string",
				description: "Determines the location of the parameter.",
				"enum": [
					"body"
				]
			},
			required: {
				type: "boolean",
				description: "Determines whether or not this parameter is required or optional.",
				"default": false
			},
			schema: {
				$ref: "#/definitions/schema"
			}
		},
		additionalProperties: false
	},
	headerParameterSubSchema: {
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			required: {
				type: "boolean",
				description: "Determines whether or not this parameter is required or optional.",
				"default": false
			},
			"in": {
				type: "string",
				description: "Determines the location of the parameter.",
				"enum": [
					"header"
				]
			},
			description: {
				type: "string",
				description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
			},
			name: {
				type: "string",
				description: "The name of the parameter."
			},
			type: {
				type: "string",
				"enum": [
					"string",
					"number",
					"boolean",
					"integer",
					"array"
				]
			},
			format: {
				type: "string"
			},
			items: {
				$ref: "#/definitions/primitivesItems"
			},
			collectionFormat: {
				$ref: "#/definitions/collectionFormat"
			},
			"default": {
				$ref: "#/definitions/default"
			},
			maximum: {
				$ref: "#/definitions/maximum"
			},
			exclusiveMaximum: {
				$ref: "#/definitions/exclusiveMaximum"
			},
			minimum: {
				$ref: "#/definitions/minimum"
			},
			exclusiveMinimum: {
				$ref: "#/definitions/exclusiveMinimum"
			},
			maxLength: {
				$ref: "#/definitions/maxLength"
			},
			minLength: {
				$ref: "#/definitions/minLength"
			},
			pattern: {
				$ref: "#/definitions/pattern"
			},
			maxItems: {
				$ref: "#/definitions/maxItems"
			},
			minItems: {
				$ref: "#/definitions/minItems"
			},
			uniqueItems: {
				$ref: "#/definitions/uniqueItems"
			},
			"enum": {
				$ref: "#/definitions/enum"
			},
			multipleOf: {
				$ref: "#/definitions/multipleOf"
			}
		}
	},
	queryParameterSubSchema: {
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			required: {
				type: "boolean",
				description: "Determines whether or not this parameter is required or optional.",
				"default": false
			},
			"in": {
				type: "string",
				description: "Determines the location of the parameter.",
				"enum": [
					"query"
				]
			},
			description: {
				type: "string",
				description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
			},
			name: {
				type: "string",
				description: "The name of the parameter."
			},
			allowEmptyValue: {
				type: "boolean",
				"default": false,
				description: "allows sending a parameter by name only or with an empty value."
			},
			type: {
				type: "string",
				"enum": [
					"string",
					"number",
					"boolean",
					"integer",
					"array"
				]
			},
			format: {
				type: "string"
			},
			items: {
				$ref: "#/definitions/primitivesItems"
			},
			collectionFormat: {
				$ref: "#/definitions/collectionFormatWithMulti"
			},
			"default": {
				$ref: "#/definitions/default"
			},
			maximum: {
				$ref: "#/definitions/maximum"
			},
			exclusiveMaximum: {
				$ref: "#/definitions/exclusiveMaximum"
			},
			minimum: {
				$ref: "#/definitions/minimum"
			},
			exclusiveMinimum: {
				$ref: "#/definitions/exclusiveMinimum"
			},
			maxLength: {
				$ref: "#/definitions/maxLength"
			},
			minLength: {
				$ref: "#/definitions/minLength"
			},
			pattern: {
				$ref: "#/definitions/pattern"
			},
			maxItems: {
				$ref: "#/definitions/maxItems"
			},
			minItems: {
				$ref: "#/definitions/minItems"
			},
			uniqueItems: {
				$ref: "#/definitions/uniqueItems"
			},
			"enum": {
				$ref: "#/definitions/enum"
			},
			multipleOf: {
				$ref: "#/definitions/multipleOf"
			}
		}
	},
	formDataParameterSubSchema: {
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			required: {
				type: "boolean",
				description: "Determines whether or not this parameter is required or optional.",
				"default": false
			},
			"in": {
				type: "string",
				description: "Determines the location of the parameter.",
				"enum": [
					"formData"
				]
			},
			description: {
				type: "string",
				description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
			},
			name: {
				type: "string",
				description: "The name of the parameter."
			},
			allowEmptyValue: {
				type: "boolean",
				"default": false,
				description: "allows sending a parameter by name only or with an empty value."
			},
			type: {
				type: "string",
				"enum": [
					"string",
					"number",
					"boolean",
					"integer",
					"array",
					"file"
				]
			},
			format: {
				type: "string"
			},
			items: {
				$ref: "#/definitions/primitivesItems"
			},
			collectionFormat: {
				$ref: "#/definitions/collectionFormatWithMulti"
			},
			"default": {
				$ref: "#/definitions/default"
			},
			maximum: {
				$ref: "#/definitions/maximum"
			},
			exclusiveMaximum: {
				$ref: "#/definitions/exclusiveMaximum"
			},
			minimum: {
				$ref: "#/definitions/minimum"
			},
			exclusiveMinimum: {
				$ref: "#/definitions/exclusiveMinimum"
			},
			maxLength: {
				$ref: "#/definitions/maxLength"
			},
			minLength: {
				$ref: "#/definitions/minLength"
			},
			pattern: {
				$ref: "#/definitions/pattern"
			},
			maxItems: {
				$ref: "#/definitions/maxItems"
			},
			minItems: {
				$ref: "#/definitions/minItems"
			},
			uniqueItems: {
				$ref: "#/definitions/uniqueItems"
			},
			"enum": {
				$ref: "#/definitions/enum"
			},
			multipleOf: {
				$ref: "#/definitions/multipleOf"
			}
		}
	},
	pathParameterSubSchema: {
		additionalProperties: false,
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		required: [
			"required"
		],
		properties: {
			required: {
				type: "boolean",
				"enum": [
					true
				],
				description: "Determines whether or not this parameter is required or optional."
			},
			"in": {
				type: "string",
				description: "Determines the location of the parameter.",
				"enum": [
					"path"
				]
			},
			description: {
				type: "string",
				description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
			},
			name: {
				type: "string",
				description: "The name of the parameter."
			},
			type: {
				type: "string",
				"enum": [
					"string",
					"number",
					"boolean",
					"integer",
					"array"
				]
			},
			format: {
				type: "string"
			},
			items: {
				$ref: "#/definitions/primitivesItems"
			},
			collectionFormat: {
				$ref: "#/definitions/collectionFormat"
			},
			"default": {
				$ref: "#/definitions/default"
			},
			maximum: {
				$ref: "#/definitions/maximum"
			},
			exclusiveMaximum: {
				$ref: "#/definitions/exclusiveMaximum"
			},
			minimum: {
				$ref: "#/definitions/minimum"
			},
			exclusiveMinimum: {
				$ref: "#/definitions/exclusiveMinimum"
			},
			maxLength: {
				$ref: "#/definitions/maxLength"
			},
			minLength: {
				$ref: "#/definitions/minLength"
			},
			pattern: {
				$ref: "#/definitions/pattern"
			},
			maxItems: {
				$ref: "#/definitions/maxItems"
			},
			minItems: {
				$ref: "#/definitions/minItems"
			},
			uniqueItems: {
				$ref: "#/definitions/uniqueItems"
			},
			"enum": {
				$ref: "#/definitions/enum"
			},
			multipleOf: {
				$ref: "#/definitions/multipleOf"
			}
		}
	},
	nonBodyParameter: {
		type: "object",
		required: [
			"name",
			"in",
			"type"
		],
		oneOf: [
			{
				$ref: "#/definitions/headerParameterSubSchema"
			},
			{
				$ref: "#/definitions/formDataParameterSubSchema"
			},
			{
				$ref: "#/definitions/queryParameterSubSchema"
			},
			{
				$ref: "#/definitions/pathParameterSubSchema"
			}
		]
	},
	parameter: {
		oneOf: [
			{
				$ref: "#/definitions/bodyParameter"
			},
			{
				$ref: "#/definitions/nonBodyParameter"
			}
		]
	},
	schema: {
		type: "object",
		description: "A deterministic version of a JSON Schema object.",
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		properties: {
			$ref: {
				type: "string"
			},
			format: {
				type: "string"
			},
			title: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/title"
			},
			description: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/description"
			},
			"default": {
				$ref: "http://json-schema.org/draft-04/schema#/properties/default"
			},
			multipleOf: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/multipleOf"
			},
			maximum: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/maximum"
			},
			exclusiveMaximum: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMaximum"
			},
			minimum: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/minimum"
			},
			exclusiveMinimum: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMinimum"
			},
			maxLength: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
			},
			minLength: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
			},
			pattern: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/pattern"
			},
			maxItems: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
			},
			minItems: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
			},
			uniqueItems: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/uniqueItems"
			},
			maxProperties: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
			},
			minProperties: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
			},
			required: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/stringArray"
			},
			"enum": {
				$ref: "http://json-schema.org/draft-04/schema#/properties/enum"
			},
			additionalProperties: {
				anyOf: [
					{
						$ref: "#/definitions/schema"
					},
					{
						type: "boolean"
					}
				],
				"default": {
				}
			},
			type: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/type"
			},
			items: {
				anyOf: [
					{
						$ref: "#/definitions/schema"
					},
					{
						type: "array",
						minItems: 1,
						items: {
							$ref: "#/definitions/schema"
						}
					}
				],
				"default": {
				}
			},
			allOf: {
				type: "array",
				minItems: 1,
				items: {
					$ref: "#/definitions/schema"
				}
			},
			properties: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/schema"
				},
				"default": {
				}
			},
			discriminator: {
				type: "string"
			},
			readOnly: {
				type: "boolean",
				"default": false
			},
			xml: {
				$ref: "#/definitions/xml"
			},
			externalDocs: {
				$ref: "#/definitions/externalDocs"
			},
			example: {
			}
		},
		additionalProperties: false
	},
	fileSchema: {
		type: "object",
		description: "A deterministic version of a JSON Schema object.",
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		},
		required: [
			"type"
		],
		properties: {
			format: {
				type: "string"
			},
			title: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/title"
			},
			description: {
				$ref: "http://json-schema.org/draft-04/schema#/properties/description"
			},
			"default": {
				$ref: "http://json-schema.org/draft-04/schema#/properties/default"
			},
			required: {
				$ref: "http://json-schema.org/draft-04/schema#/definitions/stringArray"
			},
			type: {
				type: "string",
				"enum": [
					"file"
				]
			},
			readOnly: {
				type: "boolean",
				"default": false
			},
			externalDocs: {
				$ref: "#/definitions/externalDocs"
			},
			example: {
			}
		},
		additionalProperties: false
	},
	primitivesItems: {
		type: "object",
		additionalProperties: false,
		properties: {
			type: {
				type: "string",
				"enum": [
					"string",
					"number",
					"integer",
					"boolean",
					"array"
				]
			},
			format: {
				type: "string"
			},
			items: {
				$ref: "#/definitions/primitivesItems"
			},
			collectionFormat: {
				$ref: "#/definitions/collectionFormat"
			},
			"default": {
				$ref: "#/definitions/default"
			},
			maximum: {
				$ref: "#/definitions/maximum"
			},
			exclusiveMaximum: {
				$ref: "#/definitions/exclusiveMaximum"
			},
			minimum: {
				$ref: "#/definitions/minimum"
			},
			exclusiveMinimum: {
				$ref: "#/definitions/exclusiveMinimum"
			},
			maxLength: {
				$ref: "#/definitions/maxLength"
			},
			minLength: {
				$ref: "#/definitions/minLength"
			},
			pattern: {
				$ref: "#/definitions/pattern"
			},
			maxItems: {
				$ref: "#/definitions/maxItems"
			},
			minItems: {
				$ref: "#/definitions/minItems"
			},
			uniqueItems: {
				$ref: "#/definitions/uniqueItems"
			},
			"enum": {
				$ref: "#/definitions/enum"
			},
			multipleOf: {
				$ref: "#/definitions/multipleOf"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	security: {
		type: "array",
		items: {
			$ref: "#/definitions/securityRequirement"
		},
		uniqueItems: true
	},
	securityRequirement: {
		type: "object",
		additionalProperties: {
			type: "array",
			items: {
				type: "string"
			},
			uniqueItems: true
		}
	},
	xml: {
		type: "object",
		additionalProperties: false,
		properties: {
			name: {
				type: "string"
			},
			namespace: {
				type: "string"
			},
			prefix: {
				type: "string"
			},
			attribute: {
				type: "boolean",
				"default": false
			},
			wrapped: {
				type: "boolean",
				"default": false
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	tag: {
		type: "object",
		additionalProperties: false,
		required: [
			"name"
		],
		properties: {
			name: {
				type: "string"
			},
			description: {
				type: "string"
			},
			externalDocs: {
				$ref: "#/definitions/externalDocs"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	securityDefinitions: {
		type: "object",
		additionalProperties: {
			oneOf: [
				{
					$ref: "#/definitions/basicAuthenticationSecurity"
				},
				{
					$ref: "#/definitions/apiKeySecurity"
				},
				{
					$ref: "#/definitions/oauth2ImplicitSecurity"
				},
				{
					$ref: "#/definitions/oauth2PasswordSecurity"
				},
				{
					$ref: "#/definitions/oauth2ApplicationSecurity"
				},
				{
					$ref: "#/definitions/oauth2AccessCodeSecurity"
				}
			]
		}
	},
	basicAuthenticationSecurity: {
		type: "object",
		additionalProperties: false,
		required: [
			"type"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"basic"
				]
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	apiKeySecurity: {
		type: "object",
		additionalProperties: false,
		required: [
			"type",
			"name",
			"in"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"apiKey"
				]
			},
			name: {
				type: "string"
			},
			"in": {
				type: "string",
				"enum": [
					"header",
					"query"
				]
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	oauth2ImplicitSecurity: {
		type: "object",
		additionalProperties: false,
		required: [
			"type",
			"flow",
			"authorizationUrl"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"oauth2"
				]
			},
			flow: {
				type: "string",
				"enum": [
					"implicit"
				]
			},
			scopes: {
				$ref: "#/definitions/oauth2Scopes"
			},
			authorizationUrl: {
				type: "string",
				format: "uri"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	oauth2PasswordSecurity: {
		type: "object",
		additionalProperties: false,
		required: [
			"type",
			"flow",
			"tokenUrl"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"oauth2"
				]
			},
			flow: {
				type: "string",
				"enum": [
					"password"
				]
			},
			scopes: {
				$ref: "#/definitions/oauth2Scopes"
			},
			tokenUrl: {
				type: "string",
				format: "uri"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	oauth2ApplicationSecurity: {
		type: "object",
		additionalProperties: false,
		required: [
			"type",
			"flow",
			"tokenUrl"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"oauth2"
				]
			},
			flow: {
				type: "string",
				"enum": [
					"application"
				]
			},
			scopes: {
				$ref: "#/definitions/oauth2Scopes"
			},
			tokenUrl: {
				type: "string",
				format: "uri"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	oauth2AccessCodeSecurity: {
		type: "object",
		additionalProperties: false,
		required: [
			"type",
			"flow",
			"authorizationUrl",
			"tokenUrl"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"oauth2"
				]
			},
			flow: {
				type: "string",
				"enum": [
					"accessCode"
				]
			},
			scopes: {
				$ref: "#/definitions/oauth2Scopes"
			},
			authorizationUrl: {
				type: "string",
				format: "uri"
			},
			tokenUrl: {
				type: "string",
				format: "uri"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
				$ref: "#/definitions/vendorExtension"
			}
		}
	},
	oauth2Scopes: {
		type: "object",
		additionalProperties: {
			type: "string"
		}
	},
	mediaTypeList: {
		type: "array",
		items: {
			$ref: "#/definitions/mimeType"
		},
		uniqueItems: true
	},
	parametersList: {
		type: "array",
		description: "The parameters needed to send a valid API call.",
		additionalItems: false,
		items: {
			oneOf: [
				{
					$ref: "#/definitions/parameter"
				},
				{
					$ref: "#/definitions/jsonReference"
				}
			]
		},
		uniqueItems: true
	},
	schemesList: {
		type: "array",
		description: "The transfer protocol of the API.",
		items: {
			type: "string",
			"enum": [
				"http",
				"https",
				"ws",
				"wss"
			]
		},
		uniqueItems: true
	},
	collectionFormat: {
		type: "string",
		"enum": [
			"csv",
			"ssv",
			"tsv",
			"pipes"
		],
		"default": "csv"
	},
	collectionFormatWithMulti: {
		type: "string",
		"enum": [
			"csv",
			"ssv",
			"tsv",
			"pipes",
			"multi"
		],
		"default": "csv"
	},
	title: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/title"
	},
	description: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/description"
	},
	"default": {
		$ref: "http://json-schema.org/draft-04/schema#/properties/default"
	},
	multipleOf: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/multipleOf"
	},
	maximum: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/maximum"
	},
	exclusiveMaximum: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMaximum"
	},
	minimum: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/minimum"
	},
	exclusiveMinimum: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMinimum"
	},
	maxLength: {
		$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
	},
	minLength: {
		$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
	},
	pattern: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/pattern"
	},
	maxItems: {
		$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
	},
	minItems: {
		$ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
	},
	uniqueItems: {
		$ref: "http://json-schema.org/draft-04/schema#/properties/uniqueItems"
	},
	"enum": {
		$ref: "http://json-schema.org/draft-04/schema#/properties/enum"
	},
	jsonReference: {
		type: "object",
		required: [
			"$ref"
		],
		additionalProperties: false,
		properties: {
			$ref: {
				type: "string"
			}
		}
	}
};
const require$$1 = {
	title: title,
	id: id$2,
	$schema: $schema$3,
	type: type$4,
	required: required$2,
	additionalProperties: additionalProperties$1,
	patternProperties: patternProperties$1,
	properties: properties$3,
	definitions: definitions$2
};

const id$1 = "https://spec.openapis.org/oas/3.0/schema/2019-04-02";
const $schema$2 = "http://json-schema.org/draft-04/schema#";
const description$1 = "Validation schema for OpenAPI Specification 3.0.X.";
const type$3 = "object";
const required$1 = [
	"openapi",
	"info",
	"paths"
];
const properties$2 = {
	openapi: {
		type: "string",
		pattern: "^3\\.0\\.\\d(-.+)?$"
	},
	info: {
		$ref: "#/definitions/Info"
	},
	externalDocs: {
		$ref: "#/definitions/ExternalDocumentation"
	},
	servers: {
		type: "array",
		items: {
			$ref: "#/definitions/Server"
		}
	},
	security: {
		type: "array",
		items: {
			$ref: "#/definitions/SecurityRequirement"
		}
	},
	tags: {
		type: "array",
		items: {
			$ref: "#/definitions/Tag"
		},
		uniqueItems: true
	},
	paths: {
		$ref: "#/definitions/Paths"
	},
	components: {
		$ref: "#/definitions/Components"
	}
};
const patternProperties = {
	"^x-": {
	}
};
const additionalProperties = false;
const definitions$1 = {
	Reference: {
		type: "object",
		required: [
			"$ref"
		],
		patternProperties: {
			"^\\$ref$": {
				type: "string",
				format: "uri-reference"
			}
		}
	},
	Info: {
		type: "object",
		required: [
			"title",
			"version"
		],
		properties: {
			title: {
				type: "string"
			},
			description: {
				type: "string"
			},
			termsOfService: {
				type: "string",
				format: "uri-reference"
			},
			contact: {
				$ref: "#/definitions/Contact"
			},
			license: {
				$ref: "#/definitions/License"
			},
			version: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Contact: {
		type: "object",
		properties: {
			name: {
				type: "string"
			},
			url: {
				type: "string",
				format: "uri-reference"
			},
			email: {
				type: "string",
				format: "email"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	License: {
		type: "object",
		required: [
			"name"
		],
		properties: {
			name: {
				type: "string"
			},
			url: {
				type: "string",
				format: "uri-reference"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Server: {
		type: "object",
		required: [
			"url"
		],
		properties: {
			url: {
				type: "string"
			},
			description: {
				type: "string"
			},
			variables: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/ServerVariable"
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	ServerVariable: {
		type: "object",
		required: [
			"default"
		],
		properties: {
			"enum": {
				type: "array",
				items: {
					type: "string"
				}
			},
			"default": {
				type: "string"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Components: {
		type: "object",
		properties: {
			schemas: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Schema"
							},
							{
								$ref: "#/definitions/Reference"
							}
						]
					}
				}
			},
			responses: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/Response"
							}
						]
					}
				}
			},
			parameters: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/Parameter"
							}
						]
					}
				}
			},
			examples: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/Example"
							}
						]
					}
				}
			},
			requestBodies: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/RequestBody"
							}
						]
					}
				}
			},
			headers: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/Header"
							}
						]
					}
				}
			},
			securitySchemes: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/SecurityScheme"
							}
						]
					}
				}
			},
			links: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/Link"
							}
						]
					}
				}
			},
			callbacks: {
				type: "object",
				patternProperties: {
					"^[a-zA-Z0-9\\.\\-_]+$": {
						oneOf: [
							{
								$ref: "#/definitions/Reference"
							},
							{
								$ref: "#/definitions/Callback"
							}
						]
					}
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Schema: {
		type: "object",
		properties: {
			title: {
				type: "string"
			},
			multipleOf: {
				type: "number",
				minimum: 0,
				exclusiveMinimum: true
			},
			maximum: {
				type: "number"
			},
			exclusiveMaximum: {
				type: "boolean",
				"default": false
			},
			minimum: {
				type: "number"
			},
			exclusiveMinimum: {
				type: "boolean",
				"default": false
			},
			maxLength: {
				type: "integer",
				minimum: 0
			},
			minLength: {
				type: "integer",
				minimum: 0,
				"default": 0
			},
			pattern: {
				type: "string",
				format: "regex"
			},
			maxItems: {
				type: "integer",
				minimum: 0
			},
			minItems: {
				type: "integer",
				minimum: 0,
				"default": 0
			},
			uniqueItems: {
				type: "boolean",
				"default": false
			},
			maxProperties: {
				type: "integer",
				minimum: 0
			},
			minProperties: {
				type: "integer",
				minimum: 0,
				"default": 0
			},
			required: {
				type: "array",
				items: {
					type: "string"
				},
				minItems: 1,
				uniqueItems: true
			},
			"enum": {
				type: "array",
				items: {
				},
				minItems: 1,
				uniqueItems: false
			},
			type: {
				type: "string",
				"enum": [
					"array",
					"boolean",
					"integer",
					"number",
					"object",
					"string"
				]
			},
			not: {
				oneOf: [
					{
						$ref: "#/definitions/Schema"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			},
			allOf: {
				type: "array",
				items: {
					oneOf: [
						{
							$ref: "#/definitions/Schema"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			},
			oneOf: {
				type: "array",
				items: {
					oneOf: [
						{
							$ref: "#/definitions/Schema"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			},
			anyOf: {
				type: "array",
				items: {
					oneOf: [
						{
							$ref: "#/definitions/Schema"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			},
			items: {
				oneOf: [
					{
						$ref: "#/definitions/Schema"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			},
			properties: {
				type: "object",
				additionalProperties: {
					oneOf: [
						{
							$ref: "#/definitions/Schema"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			},
			additionalProperties: {
				oneOf: [
					{
						$ref: "#/definitions/Schema"
					},
					{
						$ref: "#/definitions/Reference"
					},
					{
						type: "boolean"
					}
				],
				"default": true
			},
			description: {
				type: "string"
			},
			format: {
				type: "string"
			},
			"default": {
			},
			nullable: {
				type: "boolean",
				"default": false
			},
			discriminator: {
				$ref: "#/definitions/Discriminator"
			},
			readOnly: {
				type: "boolean",
				"default": false
			},
			writeOnly: {
				type: "boolean",
				"default": false
			},
			example: {
			},
			externalDocs: {
				$ref: "#/definitions/ExternalDocumentation"
			},
			deprecated: {
				type: "boolean",
				"default": false
			},
			xml: {
				$ref: "#/definitions/XML"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Discriminator: {
		type: "object",
		required: [
			"propertyName"
		],
		properties: {
			propertyName: {
				type: "string"
			},
			mapping: {
				type: "object",
				additionalProperties: {
					type: "string"
				}
			}
		}
	},
	XML: {
		type: "object",
		properties: {
			name: {
				type: "string"
			},
			namespace: {
				type: "string",
				format: "uri"
			},
			prefix: {
				type: "string"
			},
			attribute: {
				type: "boolean",
				"default": false
			},
			wrapped: {
				type: "boolean",
				"default": false
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Response: {
		type: "object",
		required: [
			"description"
		],
		properties: {
			description: {
				type: "string"
			},
			headers: {
				type: "object",
				additionalProperties: {
					oneOf: [
						{
							$ref: "#/definitions/Header"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			},
			content: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/MediaType"
				}
			},
			links: {
				type: "object",
				additionalProperties: {
					oneOf: [
						{
							$ref: "#/definitions/Link"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	MediaType: {
		type: "object",
		properties: {
			schema: {
				oneOf: [
					{
						$ref: "#/definitions/Schema"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			},
			example: {
			},
			examples: {
				type: "object",
				additionalProperties: {
					oneOf: [
						{
							$ref: "#/definitions/Example"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			},
			encoding: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/Encoding"
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false,
		allOf: [
			{
				$ref: "#/definitions/ExampleXORExamples"
			}
		]
	},
	Example: {
		type: "object",
		properties: {
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			},
			value: {
			},
			externalValue: {
				type: "string",
				format: "uri-reference"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Header: {
		type: "object",
		properties: {
			description: {
				type: "string"
			},
			required: {
				type: "boolean",
				"default": false
			},
			deprecated: {
				type: "boolean",
				"default": false
			},
			allowEmptyValue: {
				type: "boolean",
				"default": false
			},
			style: {
				type: "string",
				"enum": [
					"simple"
				],
				"default": "simple"
			},
			explode: {
				type: "boolean"
			},
			allowReserved: {
				type: "boolean",
				"default": false
			},
			schema: {
				oneOf: [
					{
						$ref: "#/definitions/Schema"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			},
			content: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/MediaType"
				},
				minProperties: 1,
				maxProperties: 1
			},
			example: {
			},
			examples: {
				type: "object",
				additionalProperties: {
					oneOf: [
						{
							$ref: "#/definitions/Example"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false,
		allOf: [
			{
				$ref: "#/definitions/ExampleXORExamples"
			},
			{
				$ref: "#/definitions/SchemaXORContent"
			}
		]
	},
	Paths: {
		type: "object",
		patternProperties: {
			"^\\/": {
				$ref: "#/definitions/PathItem"
			},
			"^x-": {
			}
		},
		additionalProperties: false
	},
	PathItem: {
		type: "object",
		properties: {
			$ref: {
				type: "string"
			},
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			},
			servers: {
				type: "array",
				items: {
					$ref: "#/definitions/Server"
				}
			},
			parameters: {
				type: "array",
				items: {
					oneOf: [
						{
							$ref: "#/definitions/Parameter"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				},
				uniqueItems: true
			}
		},
		patternProperties: {
			"^(get|put|post|delete|options|head|patch|trace)$": {
				$ref: "#/definitions/Operation"
			},
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Operation: {
		type: "object",
		required: [
			"responses"
		],
		properties: {
			tags: {
				type: "array",
				items: {
					type: "string"
				}
			},
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			},
			externalDocs: {
				$ref: "#/definitions/ExternalDocumentation"
			},
			operationId: {
				type: "string"
			},
			parameters: {
				type: "array",
				items: {
					oneOf: [
						{
							$ref: "#/definitions/Parameter"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				},
				uniqueItems: true
			},
			requestBody: {
				oneOf: [
					{
						$ref: "#/definitions/RequestBody"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			},
			responses: {
				$ref: "#/definitions/Responses"
			},
			callbacks: {
				type: "object",
				additionalProperties: {
					oneOf: [
						{
							$ref: "#/definitions/Callback"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			},
			deprecated: {
				type: "boolean",
				"default": false
			},
			security: {
				type: "array",
				items: {
					$ref: "#/definitions/SecurityRequirement"
				}
			},
			servers: {
				type: "array",
				items: {
					$ref: "#/definitions/Server"
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Responses: {
		type: "object",
		properties: {
			"default": {
				oneOf: [
					{
						$ref: "#/definitions/Response"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			}
		},
		patternProperties: {
			"^[1-5](?:\\d{2}|XX)$": {
				oneOf: [
					{
						$ref: "#/definitions/Response"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			},
			"^x-": {
			}
		},
		minProperties: 1,
		additionalProperties: false
	},
	SecurityRequirement: {
		type: "object",
		additionalProperties: {
			type: "array",
			items: {
				type: "string"
			}
		}
	},
	Tag: {
		type: "object",
		required: [
			"name"
		],
		properties: {
			name: {
				type: "string"
			},
			description: {
				type: "string"
			},
			externalDocs: {
				$ref: "#/definitions/ExternalDocumentation"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	ExternalDocumentation: {
		type: "object",
		required: [
			"url"
		],
		properties: {
			description: {
				type: "string"
			},
			url: {
				type: "string",
				format: "uri-reference"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	ExampleXORExamples: {
		description: "Example and examples are mutually exclusive",
		not: {
			required: [
				"example",
				"examples"
			]
		}
	},
	SchemaXORContent: {
		description: "Schema and content are mutually exclusive, at least one is required",
		not: {
			required: [
				"schema",
				"content"
			]
		},
		oneOf: [
			{
				required: [
					"schema"
				]
			},
			{
				required: [
					"content"
				],
				description: "Some properties are not allowed if content is present",
				allOf: [
					{
						not: {
							required: [
								"style"
							]
						}
					},
					{
						not: {
							required: [
								"explode"
							]
						}
					},
					{
						not: {
							required: [
								"allowReserved"
							]
						}
					},
					{
						not: {
							required: [
								"example"
							]
						}
					},
					{
						not: {
							required: [
								"examples"
							]
						}
					}
				]
			}
		]
	},
	Parameter: {
		type: "object",
		properties: {
			name: {
				type: "string"
			},
			"in": {
				type: "string"
			},
			description: {
				type: "string"
			},
			required: {
				type: "boolean",
				"default": false
			},
			deprecated: {
				type: "boolean",
				"default": false
			},
			allowEmptyValue: {
				type: "boolean",
				"default": false
			},
			style: {
				type: "string"
			},
			explode: {
				type: "boolean"
			},
			allowReserved: {
				type: "boolean",
				"default": false
			},
			schema: {
				oneOf: [
					{
						$ref: "#/definitions/Schema"
					},
					{
						$ref: "#/definitions/Reference"
					}
				]
			},
			content: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/MediaType"
				},
				minProperties: 1,
				maxProperties: 1
			},
			example: {
			},
			examples: {
				type: "object",
				additionalProperties: {
					oneOf: [
						{
							$ref: "#/definitions/Example"
						},
						{
							$ref: "#/definitions/Reference"
						}
					]
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false,
		required: [
			"name",
			"in"
		],
		allOf: [
			{
				$ref: "#/definitions/ExampleXORExamples"
			},
			{
				$ref: "#/definitions/SchemaXORContent"
			},
			{
				$ref: "#/definitions/ParameterLocation"
			}
		]
	},
	ParameterLocation: {
		description: "Parameter location",
		oneOf: [
			{
				description: "Parameter in path",
				required: [
					"required"
				],
				properties: {
					"in": {
						"enum": [
							"path"
						]
					},
					style: {
						"enum": [
							"matrix",
							"label",
							"simple"
						],
						"default": "simple"
					},
					required: {
						"enum": [
							true
						]
					}
				}
			},
			{
				description: "Parameter in query",
				properties: {
					"in": {
						"enum": [
							"query"
						]
					},
					style: {
						"enum": [
							"form",
							"spaceDelimited",
							"pipeDelimited",
							"deepObject"
						],
						"default": "form"
					}
				}
			},
			{
				description: "Parameter in header",
				properties: {
					"in": {
						"enum": [
							"header"
						]
					},
					style: {
						"enum": [
							"simple"
						],
						"default": "simple"
					}
				}
			},
			{
				description: "Parameter in cookie",
				properties: {
					"in": {
						"enum": [
							"cookie"
						]
					},
					style: {
						"enum": [
							"form"
						],
						"default": "form"
					}
				}
			}
		]
	},
	RequestBody: {
		type: "object",
		required: [
			"content"
		],
		properties: {
			description: {
				type: "string"
			},
			content: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/MediaType"
				}
			},
			required: {
				type: "boolean",
				"default": false
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	SecurityScheme: {
		oneOf: [
			{
				$ref: "#/definitions/APIKeySecurityScheme"
			},
			{
				$ref: "#/definitions/HTTPSecurityScheme"
			},
			{
				$ref: "#/definitions/OAuth2SecurityScheme"
			},
			{
				$ref: "#/definitions/OpenIdConnectSecurityScheme"
			}
		]
	},
	APIKeySecurityScheme: {
		type: "object",
		required: [
			"type",
			"name",
			"in"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"apiKey"
				]
			},
			name: {
				type: "string"
			},
			"in": {
				type: "string",
				"enum": [
					"header",
					"query",
					"cookie"
				]
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	HTTPSecurityScheme: {
		type: "object",
		required: [
			"scheme",
			"type"
		],
		properties: {
			scheme: {
				type: "string"
			},
			bearerFormat: {
				type: "string"
			},
			description: {
				type: "string"
			},
			type: {
				type: "string",
				"enum": [
					"http"
				]
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false,
		oneOf: [
			{
				description: "Bearer",
				properties: {
					scheme: {
						"enum": [
							"bearer"
						]
					}
				}
			},
			{
				description: "Non Bearer",
				not: {
					required: [
						"bearerFormat"
					]
				},
				properties: {
					scheme: {
						not: {
							"enum": [
								"bearer"
							]
						}
					}
				}
			}
		]
	},
	OAuth2SecurityScheme: {
		type: "object",
		required: [
			"type",
			"flows"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"oauth2"
				]
			},
			flows: {
				$ref: "#/definitions/OAuthFlows"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	OpenIdConnectSecurityScheme: {
		type: "object",
		required: [
			"type",
			"openIdConnectUrl"
		],
		properties: {
			type: {
				type: "string",
				"enum": [
					"openIdConnect"
				]
			},
			openIdConnectUrl: {
				type: "string",
				format: "uri-reference"
			},
			description: {
				type: "string"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	OAuthFlows: {
		type: "object",
		properties: {
			implicit: {
				$ref: "#/definitions/ImplicitOAuthFlow"
			},
			password: {
				$ref: "#/definitions/PasswordOAuthFlow"
			},
			clientCredentials: {
				$ref: "#/definitions/ClientCredentialsFlow"
			},
			authorizationCode: {
				$ref: "#/definitions/AuthorizationCodeOAuthFlow"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	ImplicitOAuthFlow: {
		type: "object",
		required: [
			"authorizationUrl",
			"scopes"
		],
		properties: {
			authorizationUrl: {
				type: "string",
				format: "uri-reference"
			},
			refreshUrl: {
				type: "string",
				format: "uri-reference"
			},
			scopes: {
				type: "object",
				additionalProperties: {
					type: "string"
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	PasswordOAuthFlow: {
		type: "object",
		required: [
			"tokenUrl"
		],
		properties: {
			tokenUrl: {
				type: "string",
				format: "uri-reference"
			},
			refreshUrl: {
				type: "string",
				format: "uri-reference"
			},
			scopes: {
				type: "object",
				additionalProperties: {
					type: "string"
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	ClientCredentialsFlow: {
		type: "object",
		required: [
			"tokenUrl"
		],
		properties: {
			tokenUrl: {
				type: "string",
				format: "uri-reference"
			},
			refreshUrl: {
				type: "string",
				format: "uri-reference"
			},
			scopes: {
				type: "object",
				additionalProperties: {
					type: "string"
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	AuthorizationCodeOAuthFlow: {
		type: "object",
		required: [
			"authorizationUrl",
			"tokenUrl"
		],
		properties: {
			authorizationUrl: {
				type: "string",
				format: "uri-reference"
			},
			tokenUrl: {
				type: "string",
				format: "uri-reference"
			},
			refreshUrl: {
				type: "string",
				format: "uri-reference"
			},
			scopes: {
				type: "object",
				additionalProperties: {
					type: "string"
				}
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false
	},
	Link: {
		type: "object",
		properties: {
			operationId: {
				type: "string"
			},
			operationRef: {
				type: "string",
				format: "uri-reference"
			},
			parameters: {
				type: "object",
				additionalProperties: {
				}
			},
			requestBody: {
			},
			description: {
				type: "string"
			},
			server: {
				$ref: "#/definitions/Server"
			}
		},
		patternProperties: {
			"^x-": {
			}
		},
		additionalProperties: false,
		not: {
			description: "Operation Id and Operation Ref are mutually exclusive",
			required: [
				"operationId",
				"operationRef"
			]
		}
	},
	Callback: {
		type: "object",
		additionalProperties: {
			$ref: "#/definitions/PathItem"
		},
		patternProperties: {
			"^x-": {
			}
		}
	},
	Encoding: {
		type: "object",
		properties: {
			contentType: {
				type: "string"
			},
			headers: {
				type: "object",
				additionalProperties: {
					$ref: "#/definitions/Header"
				}
			},
			style: {
				type: "string",
				"enum": [
					"form",
					"spaceDelimited",
					"pipeDelimited",
					"deepObject"
				]
			},
			explode: {
				type: "boolean"
			},
			allowReserved: {
				type: "boolean",
				"default": false
			}
		},
		additionalProperties: false
	}
};
const require$$2$1 = {
	id: id$1,
	$schema: $schema$2,
	description: description$1,
	type: type$3,
	required: required$1,
	properties: properties$2,
	patternProperties: patternProperties,
	additionalProperties: additionalProperties,
	definitions: definitions$1
};

const $id = "https://spec.openapis.org/oas/3.1/schema/2021-04-15";
const $schema$1 = "https://json-schema.org/draft/2020-12/schema";
const type$2 = "object";
const properties$1 = {
	openapi: {
		type: "string",
		pattern: "^3\\.1\\.\\d+(-.+)?$"
	},
	info: {
		$ref: "#/$defs/info"
	},
	jsonSchemaDialect: {
		$ref: "#/$defs/uri",
		"default": "https://spec.openapis.org/oas/3.1/dialect/base"
	},
	servers: {
		type: "array",
		items: {
			$ref: "#/$defs/server"
		}
	},
	paths: {
		$ref: "#/$defs/paths"
	},
	webhooks: {
		type: "object",
		additionalProperties: {
			$ref: "#/$defs/path-item-or-reference"
		}
	},
	components: {
		$ref: "#/$defs/components"
	},
	security: {
		type: "array",
		items: {
			$ref: "#/$defs/security-requirement"
		}
	},
	tags: {
		type: "array",
		items: {
			$ref: "#/$defs/tag"
		}
	},
	externalDocs: {
		$ref: "#/$defs/external-documentation"
	}
};
const required = [
	"openapi",
	"info"
];
const anyOf = [
	{
		required: [
			"paths"
		]
	},
	{
		required: [
			"components"
		]
	},
	{
		required: [
			"webhooks"
		]
	}
];
const $ref = "#/$defs/specification-extensions";
const unevaluatedProperties = false;
const $defs = {
	info: {
		type: "object",
		properties: {
			title: {
				type: "string"
			},
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			},
			termsOfService: {
				type: "string"
			},
			contact: {
				$ref: "#/$defs/contact"
			},
			license: {
				$ref: "#/$defs/license"
			},
			version: {
				type: "string"
			}
		},
		required: [
			"title",
			"version"
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	contact: {
		type: "object",
		properties: {
			name: {
				type: "string"
			},
			url: {
				type: "string"
			},
			email: {
				type: "string"
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	license: {
		type: "object",
		properties: {
			name: {
				type: "string"
			},
			identifier: {
				type: "string"
			},
			url: {
				$ref: "#/$defs/uri"
			}
		},
		required: [
			"name"
		],
		oneOf: [
			{
				required: [
					"identifier"
				]
			},
			{
				required: [
					"url"
				]
			}
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	server: {
		type: "object",
		properties: {
			url: {
				$ref: "#/$defs/uri"
			},
			description: {
				type: "string"
			},
			variables: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/server-variable"
				}
			}
		},
		required: [
			"url"
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"server-variable": {
		type: "object",
		properties: {
			"enum": {
				type: "array",
				items: {
					type: "string"
				},
				minItems: 1
			},
			"default": {
				type: "string"
			},
			descriptions: {
				type: "string"
			}
		},
		required: [
			"default"
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	components: {
		type: "object",
		properties: {
			schemas: {
				type: "object",
				additionalProperties: {
					$dynamicRef: "#meta"
				}
			},
			responses: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/response-or-reference"
				}
			},
			parameters: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/parameter-or-reference"
				}
			},
			examples: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/example-or-reference"
				}
			},
			requestBodies: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/request-body-or-reference"
				}
			},
			headers: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/header-or-reference"
				}
			},
			securitySchemes: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/security-scheme-or-reference"
				}
			},
			links: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/link-or-reference"
				}
			},
			callbacks: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/callbacks-or-reference"
				}
			},
			pathItems: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/path-item-or-reference"
				}
			}
		},
		patternProperties: {
			"^(schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$": {
				$comment: "Enumerating all of the property names in the regex above is necessary for unevaluatedProperties to work as expected",
				propertyNames: {
					pattern: "^[a-zA-Z0-9._-]+$"
				}
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	paths: {
		type: "object",
		patternProperties: {
			"^/": {
				$ref: "#/$defs/path-item"
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"path-item": {
		type: "object",
		properties: {
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			},
			servers: {
				type: "array",
				items: {
					$ref: "#/$defs/server"
				}
			},
			parameters: {
				type: "array",
				items: {
					$ref: "#/$defs/parameter-or-reference"
				}
			}
		},
		patternProperties: {
			"^(get|put|post|delete|options|head|patch|trace)$": {
				$ref: "#/$defs/operation"
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"path-item-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/path-item"
		}
	},
	operation: {
		type: "object",
		properties: {
			tags: {
				type: "array",
				items: {
					type: "string"
				}
			},
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			},
			externalDocs: {
				$ref: "#/$defs/external-documentation"
			},
			operationId: {
				type: "string"
			},
			parameters: {
				type: "array",
				items: {
					$ref: "#/$defs/parameter-or-reference"
				}
			},
			requestBody: {
				$ref: "#/$defs/request-body-or-reference"
			},
			responses: {
				$ref: "#/$defs/responses"
			},
			callbacks: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/callbacks-or-reference"
				}
			},
			deprecated: {
				"default": false,
				type: "boolean"
			},
			security: {
				type: "array",
				items: {
					$ref: "#/$defs/security-requirement"
				}
			},
			servers: {
				type: "array",
				items: {
					$ref: "#/$defs/server"
				}
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"external-documentation": {
		type: "object",
		properties: {
			description: {
				type: "string"
			},
			url: {
				$ref: "#/$defs/uri"
			}
		},
		required: [
			"url"
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	parameter: {
		type: "object",
		properties: {
			name: {
				type: "string"
			},
			"in": {
				"enum": [
					"query",
					"header",
					"path",
					"cookie"
				]
			},
			description: {
				type: "string"
			},
			required: {
				"default": false,
				type: "boolean"
			},
			deprecated: {
				"default": false,
				type: "boolean"
			},
			allowEmptyValue: {
				"default": false,
				type: "boolean"
			},
			schema: {
				$dynamicRef: "#meta"
			},
			content: {
				$ref: "#/$defs/content"
			}
		},
		required: [
			"in"
		],
		oneOf: [
			{
				required: [
					"schema"
				]
			},
			{
				required: [
					"content"
				]
			}
		],
		dependentSchemas: {
			schema: {
				properties: {
					style: {
						type: "string"
					},
					explode: {
						type: "boolean"
					},
					allowReserved: {
						"default": false,
						type: "boolean"
					}
				},
				allOf: [
					{
						$ref: "#/$defs/examples"
					},
					{
						$ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path"
					},
					{
						$ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header"
					},
					{
						$ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query"
					},
					{
						$ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie"
					},
					{
						$ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-form"
					}
				],
				$defs: {
					"styles-for-path": {
						"if": {
							properties: {
								"in": {
									"const": "path"
								}
							},
							required: [
								"in"
							]
						},
						then: {
							properties: {
								style: {
									"default": "simple",
									"enum": [
										"matrix",
										"label",
										"simple"
									]
								},
								required: {
									"const": true
								}
							},
							required: [
								"required"
							]
						}
					},
					"styles-for-header": {
						"if": {
							properties: {
								"in": {
									"const": "header"
								}
							},
							required: [
								"in"
							]
						},
						then: {
							properties: {
								style: {
									"default": "simple",
									"enum": [
										"simple"
									]
								}
							}
						}
					},
					"styles-for-query": {
						"if": {
							properties: {
								"in": {
									"const": "query"
								}
							},
							required: [
								"in"
							]
						},
						then: {
							properties: {
								style: {
									"default": "form",
									"enum": [
										"form",
										"spaceDelimited",
										"pipeDelimited",
										"deepObject"
									]
								}
							}
						}
					},
					"styles-for-cookie": {
						"if": {
							properties: {
								"in": {
									"const": "cookie"
								}
							},
							required: [
								"in"
							]
						},
						then: {
							properties: {
								style: {
									"default": "form",
									"enum": [
										"form"
									]
								}
							}
						}
					},
					"styles-for-form": {
						"if": {
							properties: {
								style: {
									"const": "form"
								}
							},
							required: [
								"style"
							]
						},
						then: {
							properties: {
								explode: {
									"default": true
								}
							}
						},
						"else": {
							properties: {
								explode: {
									"default": false
								}
							}
						}
					}
				}
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"parameter-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/parameter"
		}
	},
	"request-body": {
		type: "object",
		properties: {
			description: {
				type: "string"
			},
			content: {
				$ref: "#/$defs/content"
			},
			required: {
				"default": false,
				type: "boolean"
			}
		},
		required: [
			"content"
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"request-body-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/request-body"
		}
	},
	content: {
		type: "object",
		additionalProperties: {
			$ref: "#/$defs/media-type"
		},
		propertyNames: {
			format: "media-range"
		}
	},
	"media-type": {
		type: "object",
		properties: {
			schema: {
				$dynamicRef: "#meta"
			},
			encoding: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/encoding"
				}
			}
		},
		allOf: [
			{
				$ref: "#/$defs/specification-extensions"
			},
			{
				$ref: "#/$defs/examples"
			}
		],
		unevaluatedProperties: false
	},
	encoding: {
		type: "object",
		properties: {
			contentType: {
				type: "string",
				format: "media-range"
			},
			headers: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/header-or-reference"
				}
			},
			style: {
				"default": "form",
				"enum": [
					"form",
					"spaceDelimited",
					"pipeDelimited",
					"deepObject"
				]
			},
			explode: {
				type: "boolean"
			},
			allowReserved: {
				"default": false,
				type: "boolean"
			}
		},
		allOf: [
			{
				$ref: "#/$defs/specification-extensions"
			},
			{
				$ref: "#/$defs/encoding/$defs/explode-default"
			}
		],
		unevaluatedProperties: false,
		$defs: {
			"explode-default": {
				"if": {
					properties: {
						style: {
							"const": "form"
						}
					},
					required: [
						"style"
					]
				},
				then: {
					properties: {
						explode: {
							"default": true
						}
					}
				},
				"else": {
					properties: {
						explode: {
							"default": false
						}
					}
				}
			}
		}
	},
	responses: {
		type: "object",
		properties: {
			"default": {
				$ref: "#/$defs/response-or-reference"
			}
		},
		patternProperties: {
			"^[1-5][0-9X]{2}$": {
				$ref: "#/$defs/response-or-reference"
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	response: {
		type: "object",
		properties: {
			description: {
				type: "string"
			},
			headers: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/header-or-reference"
				}
			},
			content: {
				$ref: "#/$defs/content"
			},
			links: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/link-or-reference"
				}
			}
		},
		required: [
			"description"
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"response-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/response"
		}
	},
	callbacks: {
		type: "object",
		$ref: "#/$defs/specification-extensions",
		additionalProperties: {
			$ref: "#/$defs/path-item-or-reference"
		}
	},
	"callbacks-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/callbacks"
		}
	},
	example: {
		type: "object",
		properties: {
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			},
			value: true,
			externalValue: {
				$ref: "#/$defs/uri"
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"example-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/example"
		}
	},
	link: {
		type: "object",
		properties: {
			operationRef: {
				$ref: "#/$defs/uri"
			},
			operationId: true,
			parameters: {
				$ref: "#/$defs/map-of-strings"
			},
			requestBody: true,
			description: {
				type: "string"
			},
			body: {
				$ref: "#/$defs/server"
			}
		},
		oneOf: [
			{
				required: [
					"operationRef"
				]
			},
			{
				required: [
					"operationId"
				]
			}
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"link-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/link"
		}
	},
	header: {
		type: "object",
		properties: {
			description: {
				type: "string"
			},
			required: {
				"default": false,
				type: "boolean"
			},
			deprecated: {
				"default": false,
				type: "boolean"
			},
			allowEmptyValue: {
				"default": false,
				type: "boolean"
			}
		},
		dependentSchemas: {
			schema: {
				properties: {
					style: {
						"default": "simple",
						"enum": [
							"simple"
						]
					},
					explode: {
						"default": false,
						type: "boolean"
					},
					allowReserved: {
						"default": false,
						type: "boolean"
					},
					schema: {
						$dynamicRef: "#meta"
					}
				},
				$ref: "#/$defs/examples"
			},
			content: {
				properties: {
					content: {
						$ref: "#/$defs/content"
					}
				}
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	"header-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/header"
		}
	},
	tag: {
		type: "object",
		properties: {
			name: {
				type: "string"
			},
			description: {
				type: "string"
			},
			externalDocs: {
				$ref: "#/$defs/external-documentation"
			}
		},
		required: [
			"name"
		],
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false
	},
	reference: {
		type: "object",
		properties: {
			$ref: {
				$ref: "#/$defs/uri"
			},
			summary: {
				type: "string"
			},
			description: {
				type: "string"
			}
		},
		unevaluatedProperties: false
	},
	schema: {
		$dynamicAnchor: "meta",
		type: [
			"object",
			"boolean"
		]
	},
	"security-scheme": {
		type: "object",
		properties: {
			type: {
				"enum": [
					"apiKey",
					"http",
					"mutualTLS",
					"oauth2",
					"openIdConnect"
				]
			},
			description: {
				type: "string"
			}
		},
		required: [
			"type"
		],
		allOf: [
			{
				$ref: "#/$defs/specification-extensions"
			},
			{
				$ref: "#/$defs/security-scheme/$defs/type-apikey"
			},
			{
				$ref: "#/$defs/security-scheme/$defs/type-http"
			},
			{
				$ref: "#/$defs/security-scheme/$defs/type-http-bearer"
			},
			{
				$ref: "#/$defs/security-scheme/$defs/type-oauth2"
			},
			{
				$ref: "#/$defs/security-scheme/$defs/type-oidc"
			}
		],
		unevaluatedProperties: false,
		$defs: {
			"type-apikey": {
				"if": {
					properties: {
						type: {
							"const": "apiKey"
						}
					},
					required: [
						"type"
					]
				},
				then: {
					properties: {
						name: {
							type: "string"
						},
						"in": {
							"enum": [
								"query",
								"header",
								"cookie"
							]
						}
					},
					required: [
						"name",
						"in"
					]
				}
			},
			"type-http": {
				"if": {
					properties: {
						type: {
							"const": "http"
						}
					},
					required: [
						"type"
					]
				},
				then: {
					properties: {
						scheme: {
							type: "string"
						}
					},
					required: [
						"scheme"
					]
				}
			},
			"type-http-bearer": {
				"if": {
					properties: {
						type: {
							"const": "http"
						},
						scheme: {
							"const": "bearer"
						}
					},
					required: [
						"type",
						"scheme"
					]
				},
				then: {
					properties: {
						bearerFormat: {
							type: "string"
						}
					},
					required: [
						"scheme"
					]
				}
			},
			"type-oauth2": {
				"if": {
					properties: {
						type: {
							"const": "oauth2"
						}
					},
					required: [
						"type"
					]
				},
				then: {
					properties: {
						flows: {
							$ref: "#/$defs/oauth-flows"
						}
					},
					required: [
						"flows"
					]
				}
			},
			"type-oidc": {
				"if": {
					properties: {
						type: {
							"const": "openIdConnect"
						}
					},
					required: [
						"type"
					]
				},
				then: {
					properties: {
						openIdConnectUrl: {
							$ref: "#/$defs/uri"
						}
					},
					required: [
						"openIdConnectUrl"
					]
				}
			}
		}
	},
	"security-scheme-or-reference": {
		"if": {
			required: [
				"$ref"
			]
		},
		then: {
			$ref: "#/$defs/reference"
		},
		"else": {
			$ref: "#/$defs/security-scheme"
		}
	},
	"oauth-flows": {
		type: "object",
		properties: {
			implicit: {
				$ref: "#/$defs/oauth-flows/$defs/implicit"
			},
			password: {
				$ref: "#/$defs/oauth-flows/$defs/password"
			},
			clientCredentials: {
				$ref: "#/$defs/oauth-flows/$defs/client-credentials"
			},
			authorizationCode: {
				$ref: "#/$defs/oauth-flows/$defs/authorization-code"
			}
		},
		$ref: "#/$defs/specification-extensions",
		unevaluatedProperties: false,
		$defs: {
			implicit: {
				type: "object",
				properties: {
					authorizationUrl: {
						type: "string"
					},
					refreshUrl: {
						type: "string"
					},
					scopes: {
						$ref: "#/$defs/map-of-strings"
					}
				},
				required: [
					"authorizationUrl",
					"scopes"
				],
				$ref: "#/$defs/specification-extensions",
				unevaluatedProperties: false
			},
			password: {
				type: "object",
				properties: {
					tokenUrl: {
						type: "string"
					},
					refreshUrl: {
						type: "string"
					},
					scopes: {
						$ref: "#/$defs/map-of-strings"
					}
				},
				required: [
					"tokenUrl",
					"scopes"
				],
				$ref: "#/$defs/specification-extensions",
				unevaluatedProperties: false
			},
			"client-credentials": {
				type: "object",
				properties: {
					tokenUrl: {
						type: "string"
					},
					refreshUrl: {
						type: "string"
					},
					scopes: {
						$ref: "#/$defs/map-of-strings"
					}
				},
				required: [
					"tokenUrl",
					"scopes"
				],
				$ref: "#/$defs/specification-extensions",
				unevaluatedProperties: false
			},
			"authorization-code": {
				type: "object",
				properties: {
					authorizationUrl: {
						type: "string"
					},
					tokenUrl: {
						type: "string"
					},
					refreshUrl: {
						type: "string"
					},
					scopes: {
						$ref: "#/$defs/map-of-strings"
					}
				},
				required: [
					"authorizationUrl",
					"tokenUrl",
					"scopes"
				],
				$ref: "#/$defs/specification-extensions",
				unevaluatedProperties: false
			}
		}
	},
	"security-requirement": {
		type: "object",
		additionalProperties: {
			type: "array",
			items: {
				type: "string"
			}
		}
	},
	"specification-extensions": {
		patternProperties: {
			"^x-": true
		}
	},
	examples: {
		properties: {
			example: true,
			examples: {
				type: "object",
				additionalProperties: {
					$ref: "#/$defs/example-or-reference"
				}
			}
		}
	},
	uri: {
		type: "string",
		format: "uri"
	},
	"map-of-strings": {
		type: "object",
		additionalProperties: {
			type: "string"
		}
	}
};
const require$$3$1 = {
	$id: $id,
	$schema: $schema$1,
	type: type$2,
	properties: properties$1,
	required: required,
	anyOf: anyOf,
	$ref: $ref,
	unevaluatedProperties: unevaluatedProperties,
	$defs: $defs
};

var hasRequiredLib$2;

function requireLib$2 () {
	if (hasRequiredLib$2) return lib$3.exports;
	hasRequiredLib$2 = 1;
	(function (module, exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.openapi = exports.openapiV31 = exports.openapiV3 = exports.openapiV2 = exports.openapiV1 = void 0;
		/**
		 * JSON Schema for OpenAPI Specification v1.2
		 */
		exports.openapiV1 = require$$0;
		/**
		 * JSON Schema for OpenAPI Specification v2.0
		 */
		exports.openapiV2 = require$$1;
		/**
		 * JSON Schema for OpenAPI Specification v3.0
		 */
		exports.openapiV3 = require$$2$1;
		/**
		 * JSON Schema for OpenAPI Specification v3.1
		 */
		exports.openapiV31 = require$$3$1;
		/**
		 * JSON Schemas for every version of the OpenAPI Specification
		 */
		exports.openapi = {
		    v1: exports.openapiV1,
		    v2: exports.openapiV2,
		    v3: exports.openapiV3,
		    v31: exports.openapiV31,
		};
		// Export `openapi` as the default export
		exports.default = exports.openapi;
		// CommonJS default export hack
		/* eslint-env commonjs */
		{
		    module.exports = Object.assign(module.exports.default, module.exports);
		}
		
	} (lib$3, lib$3.exports));
	return lib$3.exports;
}

var dist = {exports: {}};

var draft4 = {};

var core$1 = {};

var hasRequiredCore$1;

function requireCore$1 () {
	if (hasRequiredCore$1) return core$1;
	hasRequiredCore$1 = 1;
	Object.defineProperty(core$1, "__esModule", { value: true });
	const ref_1 = /*@__PURE__*/ requireRef();
	const core = [
	    "$schema",
	    "id",
	    "$defs",
	    { keyword: "$comment" },
	    "definitions",
	    ref_1.default,
	];
	core$1.default = core;
	
	return core$1;
}

var validation = {};

var limitNumber = {};

var hasRequiredLimitNumber;

function requireLimitNumber () {
	if (hasRequiredLimitNumber) return limitNumber;
	hasRequiredLimitNumber = 1;
	Object.defineProperty(limitNumber, "__esModule", { value: true });
	const core_1 = /*@__PURE__*/ requireCore$2();
	const codegen_1 = /*@__PURE__*/ requireCodegen();
	const ops = codegen_1.operators;
	const KWDs = {
	    maximum: {
	        exclusive: "exclusiveMaximum",
	        ops: [
	            { okStr: "<=", ok: ops.LTE, fail: ops.GT },
	            { okStr: "<", ok: ops.LT, fail: ops.GTE },
	        ],
	    },
	    minimum: {
	        exclusive: "exclusiveMinimum",
	        ops: [
	            { okStr: ">=", ok: ops.GTE, fail: ops.LT },
	            { okStr: ">", ok: ops.GT, fail: ops.LTE },
	        ],
	    },
	};
	const error = {
	    message: (cxt) => core_1.str `must be ${kwdOp(cxt).okStr} ${cxt.schemaCode}`,
	    params: (cxt) => core_1._ `{comparison: ${kwdOp(cxt).okStr}, limit: ${cxt.schemaCode}}`,
	};
	const def = {
	    keyword: Object.keys(KWDs),
	    type: "number",
	    schemaType: "number",
	    $data: true,
	    error,
	    code(cxt) {
	        const { data, schemaCode } = cxt;
	        cxt.fail$data(core_1._ `${data} ${kwdOp(cxt).fail} ${schemaCode} || isNaN(${data})`);
	    },
	};
	function kwdOp(cxt) {
	    var _a;
	    const keyword = cxt.keyword;
	    const opsIdx = ((_a = cxt.parentSchema) === null || _a === void 0 ? void 0 : _a[KWDs[keyword].exclusive]) ? 1 : 0;
	    return KWDs[keyword].ops[opsIdx];
	}
	limitNumber.default = def;
	
	return limitNumber;
}

var limitNumberExclusive = {};

var hasRequiredLimitNumberExclusive;

function requireLimitNumberExclusive () {
	if (hasRequiredLimitNumberExclusive) return limitNumberExclusive;
	hasRequiredLimitNumberExclusive = 1;
	Object.defineProperty(limitNumberExclusive, "__esModule", { value: true });
	const KWDs = {
	    exclusiveMaximum: "maximum",
	    exclusiveMinimum: "minimum",
	};
	const def = {
	    keyword: Object.keys(KWDs),
	    type: "number",
	    schemaType: "boolean",
	    code({ keyword, parentSchema }) {
	        const limitKwd = KWDs[keyword];
	        if (parentSchema[limitKwd] === undefined) {
	            throw new Error(`${keyword} can only be used with ${limitKwd}`);
	        }
	    },
	};
	limitNumberExclusive.default = def;
	
	return limitNumberExclusive;
}

var hasRequiredValidation;

function requireValidation () {
	if (hasRequiredValidation) return validation;
	hasRequiredValidation = 1;
	Object.defineProperty(validation, "__esModule", { value: true });
	const limitNumber_1 = requireLimitNumber();
	const limitNumberExclusive_1 = requireLimitNumberExclusive();
	const multipleOf_1 = /*@__PURE__*/ requireMultipleOf();
	const limitLength_1 = /*@__PURE__*/ requireLimitLength();
	const pattern_1 = /*@__PURE__*/ requirePattern();
	const limitProperties_1 = /*@__PURE__*/ requireLimitProperties();
	const required_1 = /*@__PURE__*/ requireRequired();
	const limitItems_1 = /*@__PURE__*/ requireLimitItems();
	const uniqueItems_1 = /*@__PURE__*/ requireUniqueItems();
	const const_1 = /*@__PURE__*/ require_const();
	const enum_1 = /*@__PURE__*/ require_enum();
	const validation$1 = [
	    // number
	    limitNumber_1.default,
	    limitNumberExclusive_1.default,
	    multipleOf_1.default,
	    // string
	    limitLength_1.default,
	    pattern_1.default,
	    // object
	    limitProperties_1.default,
	    required_1.default,
	    // array
	    limitItems_1.default,
	    uniqueItems_1.default,
	    // any
	    { keyword: "type", schemaType: ["string", "array"] },
	    { keyword: "nullable", schemaType: "boolean" },
	    const_1.default,
	    enum_1.default,
	];
	validation.default = validation$1;
	
	return validation;
}

var hasRequiredDraft4;

function requireDraft4 () {
	if (hasRequiredDraft4) return draft4;
	hasRequiredDraft4 = 1;
	Object.defineProperty(draft4, "__esModule", { value: true });
	const core_1 = requireCore$1();
	const validation_1 = requireValidation();
	const applicator_1 = /*@__PURE__*/ requireApplicator();
	const format_1 = /*@__PURE__*/ requireFormat();
	const metadataVocabulary = ["title", "description", "default"];
	const draft4Vocabularies = [
	    core_1.default,
	    validation_1.default,
	    applicator_1.default(),
	    format_1.default,
	    metadataVocabulary,
	];
	draft4.default = draft4Vocabularies;
	
	return draft4;
}

const id = "http://json-schema.org/draft-04/schema#";
const $schema = "http://json-schema.org/draft-04/schema#";
const description = "Core schema meta-schema";
const definitions = {
	schemaArray: {
		type: "array",
		minItems: 1,
		items: {
			$ref: "#"
		}
	},
	positiveInteger: {
		type: "integer",
		minimum: 0
	},
	positiveIntegerDefault0: {
		allOf: [
			{
				$ref: "#/definitions/positiveInteger"
			},
			{
				"default": 0
			}
		]
	},
	simpleTypes: {
		"enum": [
			"array",
			"boolean",
			"integer",
			"null",
			"number",
			"object",
			"string"
		]
	},
	stringArray: {
		type: "array",
		items: {
			type: "string"
		},
		minItems: 1,
		uniqueItems: true
	}
};
const type$1 = "object";
const properties = {
	id: {
		type: "string",
		format: "uri"
	},
	$schema: {
		type: "string",
		format: "uri"
	},
	title: {
		type: "string"
	},
	description: {
		type: "string"
	},
	"default": {
	},
	multipleOf: {
		type: "number",
		minimum: 0,
		exclusiveMinimum: true
	},
	maximum: {
		type: "number"
	},
	exclusiveMaximum: {
		type: "boolean",
		"default": false
	},
	minimum: {
		type: "number"
	},
	exclusiveMinimum: {
		type: "boolean",
		"default": false
	},
	maxLength: {
		$ref: "#/definitions/positiveInteger"
	},
	minLength: {
		$ref: "#/definitions/positiveIntegerDefault0"
	},
	pattern: {
		type: "string",
		format: "regex"
	},
	additionalItems: {
		anyOf: [
			{
				type: "boolean"
			},
			{
				$ref: "#"
			}
		],
		"default": {
		}
	},
	items: {
		anyOf: [
			{
				$ref: "#"
			},
			{
				$ref: "#/definitions/schemaArray"
			}
		],
		"default": {
		}
	},
	maxItems: {
		$ref: "#/definitions/positiveInteger"
	},
	minItems: {
		$ref: "#/definitions/positiveIntegerDefault0"
	},
	uniqueItems: {
		type: "boolean",
		"default": false
	},
	maxProperties: {
		$ref: "#/definitions/positiveInteger"
	},
	minProperties: {
		$ref: "#/definitions/positiveIntegerDefault0"
	},
	required: {
		$ref: "#/definitions/stringArray"
	},
	additionalProperties: {
		anyOf: [
			{
				type: "boolean"
			},
			{
				$ref: "#"
			}
		],
		"default": {
		}
	},
	definitions: {
		type: "object",
		additionalProperties: {
			$ref: "#"
		},
		"default": {
		}
	},
	properties: {
		type: "object",
		additionalProperties: {
			$ref: "#"
		},
		"default": {
		}
	},
	patternProperties: {
		type: "object",
		additionalProperties: {
			$ref: "#"
		},
		"default": {
		}
	},
	dependencies: {
		type: "object",
		additionalProperties: {
			anyOf: [
				{
					$ref: "#"
				},
				{
					$ref: "#/definitions/stringArray"
				}
			]
		}
	},
	"enum": {
		type: "array",
		minItems: 1,
		uniqueItems: true
	},
	type: {
		anyOf: [
			{
				$ref: "#/definitions/simpleTypes"
			},
			{
				type: "array",
				items: {
					$ref: "#/definitions/simpleTypes"
				},
				minItems: 1,
				uniqueItems: true
			}
		]
	},
	allOf: {
		$ref: "#/definitions/schemaArray"
	},
	anyOf: {
		$ref: "#/definitions/schemaArray"
	},
	oneOf: {
		$ref: "#/definitions/schemaArray"
	},
	not: {
		$ref: "#"
	}
};
const dependencies = {
	exclusiveMaximum: [
		"maximum"
	],
	exclusiveMinimum: [
		"minimum"
	]
};
const require$$3 = {
	id: id,
	$schema: $schema,
	description: description,
	definitions: definitions,
	type: type$1,
	properties: properties,
	dependencies: dependencies,
	"default": {
}
};

var hasRequiredDist;

function requireDist () {
	if (hasRequiredDist) return dist.exports;
	hasRequiredDist = 1;
	(function (module, exports) {
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
		const core_1 = /*@__PURE__*/ requireCore$2();
		const draft4_1 = requireDraft4();
		const discriminator_1 = /*@__PURE__*/ requireDiscriminator();
		const draft4MetaSchema = require$$3;
		const META_SUPPORT_DATA = ["/properties"];
		const META_SCHEMA_ID = "http://json-schema.org/draft-04/schema";
		class Ajv extends core_1.default {
		    constructor(opts = {}) {
		        super({
		            ...opts,
		            schemaId: "id",
		        });
		    }
		    _addVocabularies() {
		        super._addVocabularies();
		        draft4_1.default.forEach((v) => this.addVocabulary(v));
		        if (this.opts.discriminator)
		            this.addKeyword(discriminator_1.default);
		    }
		    _addDefaultMetaSchema() {
		        super._addDefaultMetaSchema();
		        if (!this.opts.meta)
		            return;
		        const metaSchema = this.opts.$data
		            ? this.$dataMetaSchema(draft4MetaSchema, META_SUPPORT_DATA)
		            : draft4MetaSchema;
		        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
		        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
		    }
		    defaultMeta() {
		        return (this.opts.defaultMeta =
		            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
		    }
		}
		module.exports = exports = Ajv;
		Object.defineProperty(exports, "__esModule", { value: true });
		exports.default = Ajv;
		var core_2 = /*@__PURE__*/ requireCore$2();
		Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function () { return core_2.KeywordCxt; } });
		var core_3 = /*@__PURE__*/ requireCore$2();
		Object.defineProperty(exports, "_", { enumerable: true, get: function () { return core_3._; } });
		Object.defineProperty(exports, "str", { enumerable: true, get: function () { return core_3.str; } });
		Object.defineProperty(exports, "stringify", { enumerable: true, get: function () { return core_3.stringify; } });
		Object.defineProperty(exports, "nil", { enumerable: true, get: function () { return core_3.nil; } });
		Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return core_3.Name; } });
		Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function () { return core_3.CodeGen; } });
		
	} (dist, dist.exports));
	return dist.exports;
}

var schema$1;
var hasRequiredSchema$1;

function requireSchema$1 () {
	if (hasRequiredSchema$1) return schema$1;
	hasRequiredSchema$1 = 1;

	const util = requireUtil();
	const Ajv = /*@__PURE__*/ require_2020();
	const { openapi } = requireLib$2();

	schema$1 = validateSchema;

	/**
	 * Validates the given Swagger API against the Swagger 2.0 or OpenAPI 3.0 and 3.1 schemas.
	 *
	 * @param {SwaggerObject} api
	 */
	function validateSchema(api) {
	  let ajv;

	  // Choose the appropriate schema (Swagger or OpenAPI)
	  let schema;

	  if (api.swagger) {
	    schema = openapi.v2;
	    ajv = initializeAjv();
	  } else {
	    if (api.openapi.startsWith("3.1")) {
	      schema = openapi.v31;

	      // There's a bug with Ajv in how it handles `$dynamicRef` in the way that it's used within the 3.1 schema so we
	      // need to do some adhoc workarounds.
	      // https://github.com/OAI/OpenAPI-Specification/issues/2689
	      // https://github.com/ajv-validator/ajv/issues/1573
	      const schemaDynamicRef = schema.$defs.schema;
	      delete schemaDynamicRef.$dynamicAnchor;

	      schema.$defs.components.properties.schemas.additionalProperties = schemaDynamicRef;
	      schema.$defs.header.dependentSchemas.schema.properties.schema = schemaDynamicRef;
	      schema.$defs["media-type"].properties.schema = schemaDynamicRef;
	      schema.$defs.parameter.properties.schema = schemaDynamicRef;

	      ajv = initializeAjv(false);
	    } else {
	      schema = openapi.v3;
	      ajv = initializeAjv();
	    }
	  }

	  // Validate against the schema
	  let isValid = ajv.validate(schema, api);
	  if (!isValid) {
	    let err = ajv.errors;
	    let message = "Swagger schema validation failed.\n" + formatAjvError(err);
	    const error = new SyntaxError(message);
	    error.details = err;
	    throw error;
	  }
	}

	/**
	 * Determines which version of Ajv to load and prepares it for use.
	 *
	 * @param {bool} draft04
	 * @returns {Ajv}
	 */
	function initializeAjv(draft04 = true) {
	  const opts = {
	    allErrors: true,
	    strict: false,
	    validateFormats: false,
	  };

	  if (draft04) {
	    const AjvDraft4 = requireDist();
	    return new AjvDraft4(opts);
	  }

	  return new Ajv(opts);
	}

	/**
	 * Run through a set of Ajv errors and compile them into an error message string.
	 *
	 * @param {object[]}  errors     - The Ajv errors
	 * @param {string}    [indent]   - The whitespace used to indent the error message
	 * @returns {string}
	 */
	function formatAjvError(errors, indent) {
	  indent = indent || "  ";
	  let message = "";
	  for (let error of errors) {
	    message += util.format(`${indent}#${error.instancePath.length ? error.instancePath : "/"} ${error.message}\n`);
	  }
	  return message;
	}

	// ---- the schemas checked by code generated at build time (scripts/precompiled-schemas.js)
	const swagger2 = (() => {
	  const module = { exports: {} };
module.exports = validate10;module.exports.default = validate10;const schema11 = {"properties":{"swagger":{"type":"string","enum":["2.0"],"description":"The Swagger version of this document."},"info":{"$ref":"#/definitions/info"},"host":{"type":"string","pattern":"^[^{}/ :\\\\]+(?::\\d+)?$","description":"The host (name or ip) of the API. Example: 'swagger.io'"},"basePath":{"type":"string","pattern":"^/","description":"The base path to the API. Example: '/api'."},"schemes":{"$ref":"#/definitions/schemesList"},"consumes":{"description":"A list of MIME types accepted by the API.","allOf":[{"$ref":"#/definitions/mediaTypeList"}]},"produces":{"description":"A list of MIME types the API can produce.","allOf":[{"$ref":"#/definitions/mediaTypeList"}]},"paths":{"$ref":"#/definitions/paths"},"definitions":{"$ref":"#/definitions/definitions"},"parameters":{"$ref":"#/definitions/parameterDefinitions"},"responses":{"$ref":"#/definitions/responseDefinitions"},"security":{"$ref":"#/definitions/security"},"securityDefinitions":{"$ref":"#/definitions/securityDefinitions"},"tags":{"type":"array","items":{"$ref":"#/definitions/tag"},"uniqueItems":true},"externalDocs":{"$ref":"#/definitions/externalDocs"}}};const schema18 = {"items":{"enum":["http","https","ws","wss"]}};const func2 = Object.prototype.hasOwnProperty;const func0 = /*@__PURE__*/ requireEqual().default;const pattern0 = new RegExp("^x-", "u");const pattern7 = new RegExp("^[^{}/ :\\\\]+(?::\\d+)?$", "u");const pattern8 = new RegExp("^/", "u");function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((key0 === "name") || (key0 === "url")) || (key0 === "email")) || (pattern0.test(key0)))){validate12.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.name !== undefined){const _errs2 = errors;if(typeof data.name !== "string"){validate12.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.url !== undefined){const _errs4 = errors;{{if(!(typeof data.url === "string")){validate12.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.email !== undefined){const _errs6 = errors;{{if(!(typeof data.email === "string")){validate12.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs8 = errors;var valid1 = _errs8 === errors;if(!valid1){break;}}}}}}}}else {validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate12.errors = vErrors;return errors === 0;}function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.name === undefined) && (missing0 = "name")){validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!(((key0 === "name") || (key0 === "url")) || (pattern0.test(key0)))){validate14.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.name !== undefined){const _errs2 = errors;if(typeof data.name !== "string"){validate14.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.url !== undefined){const _errs4 = errors;{{if(!(typeof data.url === "string")){validate14.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs6 = errors;var valid1 = _errs6 === errors;if(!valid1){break;}}}}}}}}else {validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate14.errors = vErrors;return errors === 0;}function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.version === undefined) && (missing0 = "version")) || ((data.title === undefined) && (missing0 = "title"))){validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(((((((key0 === "title") || (key0 === "version")) || (key0 === "description")) || (key0 === "termsOfService")) || (key0 === "contact")) || (key0 === "license")) || (pattern0.test(key0)))){validate11.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.title !== undefined){const _errs2 = errors;if(typeof data.title !== "string"){validate11.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.version !== undefined){const _errs4 = errors;if(typeof data.version !== "string"){validate11.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs6 = errors;if(typeof data.description !== "string"){validate11.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.termsOfService !== undefined){const _errs8 = errors;if(typeof data.termsOfService !== "string"){validate11.errors = [{instancePath:instancePath+"/termsOfService",schemaPath:"#/properties/termsOfService/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.contact !== undefined){const _errs10 = errors;if(!(validate12(data.contact, {instancePath:instancePath+"/contact",parentData:data,parentDataProperty:"contact",rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.license !== undefined){const _errs11 = errors;if(!(validate14(data.license, {instancePath:instancePath+"/license",parentData:data,parentDataProperty:"license",rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs12 = errors;var valid1 = _errs12 === errors;if(!valid1){break;}}}}}}}}}}}}else {validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate11.errors = vErrors;return errors === 0;}function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(Array.isArray(data)){var valid0 = true;const len0 = data.length;for(let i0=0; i0<len0; i0++){const _errs1 = errors;if(typeof data[i0] !== "string"){validate17.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs1 === errors;if(!valid0){break;}}if(valid0){let i1 = data.length;let j0;if(i1 > 1){for(;i1--;){for(j0 = i1; j0--;){if(func0(data[i1], data[j0])){validate17.errors = [{instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}}}}}}else {validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}validate17.errors = vErrors;return errors === 0;}const schema23 = {"properties":{"$ref":{"type":"string"},"get":{"$ref":"#/definitions/operation"},"put":{"$ref":"#/definitions/operation"},"post":{"$ref":"#/definitions/operation"},"delete":{"$ref":"#/definitions/operation"},"options":{"$ref":"#/definitions/operation"},"head":{"$ref":"#/definitions/operation"},"patch":{"$ref":"#/definitions/operation"},"parameters":{"$ref":"#/definitions/parametersList"}}};const schema24 = {"properties":{"tags":{"type":"array","items":{"type":"string"},"uniqueItems":true},"summary":{"type":"string","description":"A brief summary of the operation."},"description":{"type":"string","description":"A longer description of the operation, GitHub Flavored Markdown is allowed."},"externalDocs":{"$ref":"#/definitions/externalDocs"},"operationId":{"type":"string","description":"A unique identifier of the operation."},"produces":{"description":"A list of MIME types the API can produce.","allOf":[{"$ref":"#/definitions/mediaTypeList"}]},"consumes":{"description":"A list of MIME types the API can consume.","allOf":[{"$ref":"#/definitions/mediaTypeList"}]},"parameters":{"$ref":"#/definitions/parametersList"},"responses":{"$ref":"#/definitions/responses"},"schemes":{"$ref":"#/definitions/schemesList"},"deprecated":{"type":"boolean","default":false},"security":{"$ref":"#/definitions/security"}}};function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.url === undefined) && (missing0 = "url")){validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!(((key0 === "description") || (key0 === "url")) || (pattern0.test(key0)))){validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate23.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.url !== undefined){const _errs4 = errors;{{if(!(typeof data.url === "string")){validate23.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs6 = errors;var valid1 = _errs6 === errors;if(!valid1){break;}}}}}}}}else {validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate23.errors = vErrors;return errors === 0;}const schema29 = {"properties":{"in":{"enum":["body"]}}};const schema30 = {"properties":{"$ref":{"type":"string"},"format":{"type":"string"},"title":{"$ref":"http://json-schema.org/draft-04/schema#/properties/title"},"description":{"$ref":"http://json-schema.org/draft-04/schema#/properties/description"},"default":{"$ref":"http://json-schema.org/draft-04/schema#/properties/default"},"multipleOf":{"$ref":"http://json-schema.org/draft-04/schema#/properties/multipleOf"},"maximum":{"$ref":"http://json-schema.org/draft-04/schema#/properties/maximum"},"exclusiveMaximum":{"$ref":"http://json-schema.org/draft-04/schema#/properties/exclusiveMaximum"},"minimum":{"$ref":"http://json-schema.org/draft-04/schema#/properties/minimum"},"exclusiveMinimum":{"$ref":"http://json-schema.org/draft-04/schema#/properties/exclusiveMinimum"},"maxLength":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/positiveInteger"},"minLength":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"},"pattern":{"$ref":"http://json-schema.org/draft-04/schema#/properties/pattern"},"maxItems":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/positiveInteger"},"minItems":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"},"uniqueItems":{"$ref":"http://json-schema.org/draft-04/schema#/properties/uniqueItems"},"maxProperties":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/positiveInteger"},"minProperties":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"},"required":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/stringArray"},"enum":{"$ref":"http://json-schema.org/draft-04/schema#/properties/enum"},"additionalProperties":{"anyOf":[{"$ref":"#/definitions/schema"},{"type":"boolean"}],"default":{}},"type":{"$ref":"http://json-schema.org/draft-04/schema#/properties/type"},"items":{"anyOf":[{"$ref":"#/definitions/schema"},{"type":"array","minItems":1,"items":{"$ref":"#/definitions/schema"}}],"default":{}},"allOf":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/schema"}},"properties":{"type":"object","additionalProperties":{"$ref":"#/definitions/schema"},"default":{}},"discriminator":{"type":"string"},"readOnly":{"type":"boolean","default":false},"xml":{"$ref":"#/definitions/xml"},"externalDocs":{"$ref":"#/definitions/externalDocs"},"example":{}}};function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){validate31.errors = [{instancePath,schemaPath:"#/definitions/positiveInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}{if(typeof data == "number"){if(data < 0 || isNaN(data)){validate31.errors = [{instancePath,schemaPath:"#/definitions/positiveInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}validate31.errors = vErrors;return errors === 0;}const schema9 = {"enum":["array","boolean","integer","null","number","object","string"]};function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs0 = errors;let valid0 = false;const _errs1 = errors;if(!(((((((data === "array") || (data === "boolean")) || (data === "integer")) || (data === "null")) || (data === "number")) || (data === "object")) || (data === "string"))){const err0 = {instancePath,schemaPath:"#/definitions/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}var _valid0 = _errs1 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs3 = errors;if(errors === _errs3){if(Array.isArray(data)){if(data.length < 1){const err1 = {instancePath,schemaPath:"#/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}else {var valid2 = true;const len0 = data.length;for(let i0=0; i0<len0; i0++){let data0 = data[i0];const _errs5 = errors;if(!(((((((data0 === "array") || (data0 === "boolean")) || (data0 === "integer")) || (data0 === "null")) || (data0 === "number")) || (data0 === "object")) || (data0 === "string"))){const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/simpleTypes/enum",keyword:"enum",params:{allowedValues: schema9.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}var valid2 = _errs5 === errors;if(!valid2){break;}}if(valid2){let i1 = data.length;let j0;if(i1 > 1){outer0:for(;i1--;){for(j0 = i1; j0--;){if(func0(data[i1], data[j0])){const err3 = {instancePath,schemaPath:"#/anyOf/1/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;break outer0;}}}}}}}else {const err4 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;}if(!valid0){const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;validate35.errors = vErrors;return false;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}validate35.errors = vErrors;return errors === 0;}function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((((key0 === "name") || (key0 === "namespace")) || (key0 === "prefix")) || (key0 === "attribute")) || (key0 === "wrapped")) || (pattern0.test(key0)))){validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.name !== undefined){const _errs2 = errors;if(typeof data.name !== "string"){validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.namespace !== undefined){const _errs4 = errors;if(typeof data.namespace !== "string"){validate37.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.prefix !== undefined){const _errs6 = errors;if(typeof data.prefix !== "string"){validate37.errors = [{instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.attribute !== undefined){const _errs8 = errors;if(typeof data.attribute !== "boolean"){validate37.errors = [{instancePath:instancePath+"/attribute",schemaPath:"#/properties/attribute/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.wrapped !== undefined){const _errs10 = errors;if(typeof data.wrapped !== "boolean"){validate37.errors = [{instancePath:instancePath+"/wrapped",schemaPath:"#/properties/wrapped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs12 = errors;var valid1 = _errs12 === errors;if(!valid1){break;}}}}}}}}}}else {validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate37.errors = vErrors;return errors === 0;}const wrapper0 = {validate: validate30};function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!((func2.call(schema30.properties, key0)) || (pattern0.test(key0)))){validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.$ref !== undefined){const _errs2 = errors;if(typeof data.$ref !== "string"){validate30.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/properties/%24ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs4 = errors;if(typeof data.format !== "string"){validate30.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.title !== undefined){const _errs6 = errors;if(typeof data.title !== "string"){validate30.errors = [{instancePath:instancePath+"/title",schemaPath:"http://json-schema.org/draft-04/schema#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs9 = errors;if(typeof data.description !== "string"){validate30.errors = [{instancePath:instancePath+"/description",schemaPath:"http://json-schema.org/draft-04/schema#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs12 = errors;var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data5 = data.multipleOf;const _errs13 = errors;const _errs14 = errors;if(errors === _errs14){if(typeof data5 == "number"){if(data5 <= 0 || isNaN(data5)){validate30.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"http://json-schema.org/draft-04/schema#/properties/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate30.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"http://json-schema.org/draft-04/schema#/properties/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs16 = errors;if(!(typeof data.maximum == "number")){validate30.errors = [{instancePath:instancePath+"/maximum",schemaPath:"http://json-schema.org/draft-04/schema#/properties/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs19 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate30.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"http://json-schema.org/draft-04/schema#/properties/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs19 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs22 = errors;if(!(typeof data.minimum == "number")){validate30.errors = [{instancePath:instancePath+"/minimum",schemaPath:"http://json-schema.org/draft-04/schema#/properties/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs22 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs25 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate30.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"http://json-schema.org/draft-04/schema#/properties/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs25 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data10 = data.maxLength;const _errs28 = errors;const _errs29 = errors;if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){validate30.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/positiveInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs29){if(typeof data10 == "number"){if(data10 < 0 || isNaN(data10)){validate30.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/positiveInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs28 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){const _errs31 = errors;if(!(validate31(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);errors = vErrors.length;}var valid0 = _errs31 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs32 = errors;const _errs33 = errors;if(errors === _errs33){if(errors === _errs33){if(!(typeof data.pattern === "string")){validate30.errors = [{instancePath:instancePath+"/pattern",schemaPath:"http://json-schema.org/draft-04/schema#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs32 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data13 = data.maxItems;const _errs35 = errors;const _errs36 = errors;if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){validate30.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/positiveInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs36){if(typeof data13 == "number"){if(data13 < 0 || isNaN(data13)){validate30.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/positiveInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs35 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){const _errs38 = errors;if(!(validate31(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);errors = vErrors.length;}var valid0 = _errs38 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs39 = errors;if(typeof data.uniqueItems !== "boolean"){validate30.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"http://json-schema.org/draft-04/schema#/properties/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs39 === errors;}else {var valid0 = true;}if(valid0){if(data.maxProperties !== undefined){let data16 = data.maxProperties;const _errs42 = errors;const _errs43 = errors;if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){validate30.errors = [{instancePath:instancePath+"/maxProperties",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/positiveInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs43){if(typeof data16 == "number"){if(data16 < 0 || isNaN(data16)){validate30.errors = [{instancePath:instancePath+"/maxProperties",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/positiveInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs42 === errors;}else {var valid0 = true;}if(valid0){if(data.minProperties !== undefined){const _errs45 = errors;if(!(validate31(data.minProperties, {instancePath:instancePath+"/minProperties",parentData:data,parentDataProperty:"minProperties",rootData}))){vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);errors = vErrors.length;}var valid0 = _errs45 === errors;}else {var valid0 = true;}if(valid0){if(data.required !== undefined){let data18 = data.required;const _errs46 = errors;const _errs47 = errors;if(errors === _errs47){if(Array.isArray(data18)){if(data18.length < 1){validate30.errors = [{instancePath:instancePath+"/required",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid15 = true;const len0 = data18.length;for(let i0=0; i0<len0; i0++){const _errs49 = errors;if(typeof data18[i0] !== "string"){validate30.errors = [{instancePath:instancePath+"/required/" + i0,schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid15 = _errs49 === errors;if(!valid15){break;}}if(valid15){let i1 = data18.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data18[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];validate30.errors = [{instancePath:instancePath+"/required",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}indices0[item0] = i1;}}}}}else {validate30.errors = [{instancePath:instancePath+"/required",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs46 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data20 = data.enum;const _errs51 = errors;const _errs52 = errors;if(errors === _errs52){if(Array.isArray(data20)){if(data20.length < 1){validate30.errors = [{instancePath:instancePath+"/enum",schemaPath:"http://json-schema.org/draft-04/schema#/properties/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {let i2 = data20.length;let j1;if(i2 > 1){for(;i2--;){for(j1 = i2; j1--;){if(func0(data20[i2], data20[j1])){validate30.errors = [{instancePath:instancePath+"/enum",schemaPath:"http://json-schema.org/draft-04/schema#/properties/enum/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i2+" are identical)"}];return false;}}}}}}else {validate30.errors = [{instancePath:instancePath+"/enum",schemaPath:"http://json-schema.org/draft-04/schema#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs51 === errors;}else {var valid0 = true;}if(valid0){if(data.additionalProperties !== undefined){let data21 = data.additionalProperties;const _errs54 = errors;const _errs55 = errors;let valid19 = false;const _errs56 = errors;if(!(wrapper0.validate(data21, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid0 = _errs56 === errors;valid19 = valid19 || _valid0;if(!valid19){const _errs57 = errors;if(typeof data21 !== "boolean"){const err0 = {instancePath:instancePath+"/additionalProperties",schemaPath:"#/properties/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}var _valid0 = _errs57 === errors;valid19 = valid19 || _valid0;}if(!valid19){const err1 = {instancePath:instancePath+"/additionalProperties",schemaPath:"#/properties/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate30.errors = vErrors;return false;}else {errors = _errs55;if(vErrors !== null){if(_errs55){vErrors.length = _errs55;}else {vErrors = null;}}}var valid0 = _errs54 === errors;}else {var valid0 = true;}if(valid0){if(data.type !== undefined){const _errs59 = errors;if(!(validate35(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var valid0 = _errs59 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){let data23 = data.items;const _errs60 = errors;const _errs61 = errors;let valid20 = false;const _errs62 = errors;if(!(wrapper0.validate(data23, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid1 = _errs62 === errors;valid20 = valid20 || _valid1;if(!valid20){const _errs63 = errors;if(errors === _errs63){if(Array.isArray(data23)){if(data23.length < 1){const err2 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {var valid21 = true;const len1 = data23.length;for(let i3=0; i3<len1; i3++){const _errs65 = errors;if(!(wrapper0.validate(data23[i3], {instancePath:instancePath+"/items/" + i3,parentData:data23,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var valid21 = _errs65 === errors;if(!valid21){break;}}}}else {const err3 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid1 = _errs63 === errors;valid20 = valid20 || _valid1;}if(!valid20){const err4 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;validate30.errors = vErrors;return false;}else {errors = _errs61;if(vErrors !== null){if(_errs61){vErrors.length = _errs61;}else {vErrors = null;}}}var valid0 = _errs60 === errors;}else {var valid0 = true;}if(valid0){if(data.allOf !== undefined){let data25 = data.allOf;const _errs66 = errors;if(errors === _errs66){if(Array.isArray(data25)){if(data25.length < 1){validate30.errors = [{instancePath:instancePath+"/allOf",schemaPath:"#/properties/allOf/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid22 = true;const len2 = data25.length;for(let i4=0; i4<len2; i4++){const _errs68 = errors;if(!(wrapper0.validate(data25[i4], {instancePath:instancePath+"/allOf/" + i4,parentData:data25,parentDataProperty:i4,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var valid22 = _errs68 === errors;if(!valid22){break;}}}}else {validate30.errors = [{instancePath:instancePath+"/allOf",schemaPath:"#/properties/allOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs66 === errors;}else {var valid0 = true;}if(valid0){if(data.properties !== undefined){let data27 = data.properties;const _errs69 = errors;if(errors === _errs69){if(data27 && typeof data27 == "object" && !Array.isArray(data27)){for(const key1 in data27){const _errs72 = errors;if(!(wrapper0.validate(data27[key1], {instancePath:instancePath+"/properties/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data27,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var valid23 = _errs72 === errors;if(!valid23){break;}}}else {validate30.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs69 === errors;}else {var valid0 = true;}if(valid0){if(data.discriminator !== undefined){const _errs73 = errors;if(typeof data.discriminator !== "string"){validate30.errors = [{instancePath:instancePath+"/discriminator",schemaPath:"#/properties/discriminator/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs73 === errors;}else {var valid0 = true;}if(valid0){if(data.readOnly !== undefined){const _errs75 = errors;if(typeof data.readOnly !== "boolean"){validate30.errors = [{instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs75 === errors;}else {var valid0 = true;}if(valid0){if(data.xml !== undefined){const _errs77 = errors;if(!(validate37(data.xml, {instancePath:instancePath+"/xml",parentData:data,parentDataProperty:"xml",rootData}))){vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);errors = vErrors.length;}var valid0 = _errs77 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){const _errs78 = errors;if(!(validate23(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs78 === errors;}else {var valid0 = true;}if(valid0){var valid24 = true;for(const key2 in data){if(pattern0.test(key2)){const _errs79 = errors;var valid24 = _errs79 === errors;if(!valid24){break;}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}else {validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate30.errors = vErrors;return errors === 0;}function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.name === undefined) && (missing0 = "name")) || ((data.in === undefined) && (missing0 = "in"))) || ((data.schema === undefined) && (missing0 = "schema"))){validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((((((key0 === "description") || (key0 === "name")) || (key0 === "in")) || (key0 === "required")) || (key0 === "schema")) || (pattern0.test(key0)))){validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate29.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs4 = errors;if(typeof data.name !== "string"){validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.in !== undefined){let data2 = data.in;const _errs6 = errors;if(typeof data2 !== "string"){validate29.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data2 === "body")){validate29.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/enum",keyword:"enum",params:{allowedValues: schema29.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.required !== undefined){const _errs8 = errors;if(typeof data.required !== "boolean"){validate29.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.schema !== undefined){const _errs10 = errors;if(!(validate30(data.schema, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs11 = errors;var valid1 = _errs11 === errors;if(!valid1){break;}}}}}}}}}}}else {validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate29.errors = vErrors;return errors === 0;}const schema56 = {"properties":{"required":{"type":"boolean","description":"Determines whether or not this parameter is required or optional.","default":false},"in":{"type":"string","description":"Determines the location of the parameter.","enum":["header"]},"description":{"type":"string","description":"A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."},"name":{"type":"string","description":"The name of the parameter."},"type":{"type":"string","enum":["string","number","boolean","integer","array"]},"format":{"type":"string"},"items":{"$ref":"#/definitions/primitivesItems"},"collectionFormat":{"$ref":"#/definitions/collectionFormat"},"default":{"$ref":"#/definitions/default"},"maximum":{"$ref":"#/definitions/maximum"},"exclusiveMaximum":{"$ref":"#/definitions/exclusiveMaximum"},"minimum":{"$ref":"#/definitions/minimum"},"exclusiveMinimum":{"$ref":"#/definitions/exclusiveMinimum"},"maxLength":{"$ref":"#/definitions/maxLength"},"minLength":{"$ref":"#/definitions/minLength"},"pattern":{"$ref":"#/definitions/pattern"},"maxItems":{"$ref":"#/definitions/maxItems"},"minItems":{"$ref":"#/definitions/minItems"},"uniqueItems":{"$ref":"#/definitions/uniqueItems"},"enum":{"$ref":"#/definitions/enum"},"multipleOf":{"$ref":"#/definitions/multipleOf"}}};const schema58 = {"enum":["csv","ssv","tsv","pipes"]};const schema57 = {"properties":{"type":{"type":"string","enum":["string","number","integer","boolean","array"]},"format":{"type":"string"},"items":{"$ref":"#/definitions/primitivesItems"},"collectionFormat":{"$ref":"#/definitions/collectionFormat"},"default":{"$ref":"#/definitions/default"},"maximum":{"$ref":"#/definitions/maximum"},"exclusiveMaximum":{"$ref":"#/definitions/exclusiveMaximum"},"minimum":{"$ref":"#/definitions/minimum"},"exclusiveMinimum":{"$ref":"#/definitions/exclusiveMinimum"},"maxLength":{"$ref":"#/definitions/maxLength"},"minLength":{"$ref":"#/definitions/minLength"},"pattern":{"$ref":"#/definitions/pattern"},"maxItems":{"$ref":"#/definitions/maxItems"},"minItems":{"$ref":"#/definitions/minItems"},"uniqueItems":{"$ref":"#/definitions/uniqueItems"},"enum":{"$ref":"#/definitions/enum"},"multipleOf":{"$ref":"#/definitions/multipleOf"}}};const wrapper5 = {validate: validate44};function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){validate45.errors = [{instancePath,schemaPath:"#/definitions/positiveInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}{if(typeof data == "number"){if(data < 0 || isNaN(data)){validate45.errors = [{instancePath,schemaPath:"#/definitions/positiveInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}validate45.errors = vErrors;return errors === 0;}function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){validate47.errors = [{instancePath,schemaPath:"#/definitions/positiveInteger/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}{if(typeof data == "number"){if(data < 0 || isNaN(data)){validate47.errors = [{instancePath,schemaPath:"#/definitions/positiveInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}validate47.errors = vErrors;return errors === 0;}function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!((func2.call(schema57.properties, key0)) || (pattern0.test(key0)))){validate44.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate44.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(((((data0 === "string") || (data0 === "number")) || (data0 === "integer")) || (data0 === "boolean")) || (data0 === "array"))){validate44.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema57.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs4 = errors;if(typeof data.format !== "string"){validate44.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){const _errs6 = errors;if(!(wrapper5.validate(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? wrapper5.validate.errors : vErrors.concat(wrapper5.validate.errors);errors = vErrors.length;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.collectionFormat !== undefined){let data3 = data.collectionFormat;const _errs7 = errors;if(typeof data3 !== "string"){validate44.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((data3 === "csv") || (data3 === "ssv")) || (data3 === "tsv")) || (data3 === "pipes"))){validate44.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs10 = errors;var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs11 = errors;if(!(typeof data.maximum == "number")){validate44.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/definitions/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs14 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate44.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/definitions/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs17 = errors;if(!(typeof data.minimum == "number")){validate44.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/definitions/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs17 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs20 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate44.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/definitions/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data9 = data.maxLength;const _errs23 = errors;const _errs24 = errors;if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){validate44.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs24){if(typeof data9 == "number"){if(data9 < 0 || isNaN(data9)){validate44.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs23 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){const _errs26 = errors;if(!(validate45(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);errors = vErrors.length;}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs27 = errors;const _errs28 = errors;if(errors === _errs28){if(errors === _errs28){if(!(typeof data.pattern === "string")){validate44.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/definitions/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs27 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data12 = data.maxItems;const _errs30 = errors;const _errs31 = errors;if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){validate44.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs31){if(typeof data12 == "number"){if(data12 < 0 || isNaN(data12)){validate44.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){const _errs33 = errors;if(!(validate47(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var valid0 = _errs33 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs34 = errors;if(typeof data.uniqueItems !== "boolean"){validate44.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/definitions/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data15 = data.enum;const _errs37 = errors;const _errs38 = errors;if(errors === _errs38){if(Array.isArray(data15)){if(data15.length < 1){validate44.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {let i0 = data15.length;let j0;if(i0 > 1){for(;i0--;){for(j0 = i0; j0--;){if(func0(data15[i0], data15[j0])){validate44.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/uniqueItems",keyword:"uniqueItems",params:{i: i0, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i0+" are identical)"}];return false;}}}}}}else {validate44.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs37 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data16 = data.multipleOf;const _errs40 = errors;const _errs41 = errors;if(errors === _errs41){if(typeof data16 == "number"){if(data16 <= 0 || isNaN(data16)){validate44.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate44.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs40 === errors;}else {var valid0 = true;}if(valid0){var valid14 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs43 = errors;var valid14 = _errs43 === errors;if(!valid14){break;}}}}}}}}}}}}}}}}}}}}}}else {validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate44.errors = vErrors;return errors === 0;}function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){const _errs0 = errors;for(const key0 in data){if(!((func2.call(schema56.properties, key0)) || (pattern0.test(key0)))){validate43.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs0 === errors){if(data.required !== undefined){const _errs1 = errors;if(typeof data.required !== "boolean"){validate43.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.in !== undefined){let data1 = data.in;const _errs3 = errors;if(typeof data1 !== "string"){validate43.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "header")){validate43.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/enum",keyword:"enum",params:{allowedValues: schema56.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate43.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs7 = errors;if(typeof data.name !== "string"){validate43.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.type !== undefined){let data4 = data.type;const _errs9 = errors;if(typeof data4 !== "string"){validate43.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(((((data4 === "string") || (data4 === "number")) || (data4 === "boolean")) || (data4 === "integer")) || (data4 === "array"))){validate43.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema56.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs11 = errors;if(typeof data.format !== "string"){validate43.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){const _errs13 = errors;if(!(validate44(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.collectionFormat !== undefined){let data7 = data.collectionFormat;const _errs14 = errors;if(typeof data7 !== "string"){validate43.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((data7 === "csv") || (data7 === "ssv")) || (data7 === "tsv")) || (data7 === "pipes"))){validate43.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs17 = errors;var valid0 = _errs17 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs18 = errors;if(!(typeof data.maximum == "number")){validate43.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/definitions/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs21 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate43.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/definitions/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs21 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs24 = errors;if(!(typeof data.minimum == "number")){validate43.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/definitions/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs24 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs27 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate43.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/definitions/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs27 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data13 = data.maxLength;const _errs30 = errors;const _errs31 = errors;if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){validate43.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs31){if(typeof data13 == "number"){if(data13 < 0 || isNaN(data13)){validate43.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){const _errs33 = errors;if(!(validate45(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);errors = vErrors.length;}var valid0 = _errs33 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs34 = errors;const _errs35 = errors;if(errors === _errs35){if(errors === _errs35){if(!(typeof data.pattern === "string")){validate43.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/definitions/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data16 = data.maxItems;const _errs37 = errors;const _errs38 = errors;if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){validate43.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs38){if(typeof data16 == "number"){if(data16 < 0 || isNaN(data16)){validate43.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs37 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){const _errs40 = errors;if(!(validate47(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var valid0 = _errs40 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs41 = errors;if(typeof data.uniqueItems !== "boolean"){validate43.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/definitions/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs41 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data19 = data.enum;const _errs44 = errors;const _errs45 = errors;if(errors === _errs45){if(Array.isArray(data19)){if(data19.length < 1){validate43.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {let i0 = data19.length;let j0;if(i0 > 1){for(;i0--;){for(j0 = i0; j0--;){if(func0(data19[i0], data19[j0])){validate43.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/uniqueItems",keyword:"uniqueItems",params:{i: i0, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i0+" are identical)"}];return false;}}}}}}else {validate43.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs44 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data20 = data.multipleOf;const _errs47 = errors;const _errs48 = errors;if(errors === _errs48){if(typeof data20 == "number"){if(data20 <= 0 || isNaN(data20)){validate43.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate43.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs47 === errors;}else {var valid0 = true;}if(valid0){var valid14 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs50 = errors;var valid14 = _errs50 === errors;if(!valid14){break;}}}}}}}}}}}}}}}}}}}}}}}}}}validate43.errors = vErrors;return errors === 0;}const schema88 = {"properties":{"required":{"type":"boolean","description":"Determines whether or not this parameter is required or optional.","default":false},"in":{"type":"string","description":"Determines the location of the parameter.","enum":["formData"]},"description":{"type":"string","description":"A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."},"name":{"type":"string","description":"The name of the parameter."},"allowEmptyValue":{"type":"boolean","default":false,"description":"allows sending a parameter by name only or with an empty value."},"type":{"type":"string","enum":["string","number","boolean","integer","array","file"]},"format":{"type":"string"},"items":{"$ref":"#/definitions/primitivesItems"},"collectionFormat":{"$ref":"#/definitions/collectionFormatWithMulti"},"default":{"$ref":"#/definitions/default"},"maximum":{"$ref":"#/definitions/maximum"},"exclusiveMaximum":{"$ref":"#/definitions/exclusiveMaximum"},"minimum":{"$ref":"#/definitions/minimum"},"exclusiveMinimum":{"$ref":"#/definitions/exclusiveMinimum"},"maxLength":{"$ref":"#/definitions/maxLength"},"minLength":{"$ref":"#/definitions/minLength"},"pattern":{"$ref":"#/definitions/pattern"},"maxItems":{"$ref":"#/definitions/maxItems"},"minItems":{"$ref":"#/definitions/minItems"},"uniqueItems":{"$ref":"#/definitions/uniqueItems"},"enum":{"$ref":"#/definitions/enum"},"multipleOf":{"$ref":"#/definitions/multipleOf"}}};const schema89 = {"enum":["csv","ssv","tsv","pipes","multi"]};function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){const _errs0 = errors;for(const key0 in data){if(!((func2.call(schema88.properties, key0)) || (pattern0.test(key0)))){validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs0 === errors){if(data.required !== undefined){const _errs1 = errors;if(typeof data.required !== "boolean"){validate53.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.in !== undefined){let data1 = data.in;const _errs3 = errors;if(typeof data1 !== "string"){validate53.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "formData")){validate53.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/enum",keyword:"enum",params:{allowedValues: schema88.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate53.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs7 = errors;if(typeof data.name !== "string"){validate53.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.allowEmptyValue !== undefined){const _errs9 = errors;if(typeof data.allowEmptyValue !== "boolean"){validate53.errors = [{instancePath:instancePath+"/allowEmptyValue",schemaPath:"#/properties/allowEmptyValue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.type !== undefined){let data5 = data.type;const _errs11 = errors;if(typeof data5 !== "string"){validate53.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((((data5 === "string") || (data5 === "number")) || (data5 === "boolean")) || (data5 === "integer")) || (data5 === "array")) || (data5 === "file"))){validate53.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema88.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs13 = errors;if(typeof data.format !== "string"){validate53.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){const _errs15 = errors;if(!(validate44(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}var valid0 = _errs15 === errors;}else {var valid0 = true;}if(valid0){if(data.collectionFormat !== undefined){let data8 = data.collectionFormat;const _errs16 = errors;if(typeof data8 !== "string"){validate53.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormatWithMulti/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(((((data8 === "csv") || (data8 === "ssv")) || (data8 === "tsv")) || (data8 === "pipes")) || (data8 === "multi"))){validate53.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormatWithMulti/enum",keyword:"enum",params:{allowedValues: schema89.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs19 = errors;var valid0 = _errs19 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs20 = errors;if(!(typeof data.maximum == "number")){validate53.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/definitions/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs23 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate53.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/definitions/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs23 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs26 = errors;if(!(typeof data.minimum == "number")){validate53.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/definitions/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs29 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate53.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/definitions/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs29 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data14 = data.maxLength;const _errs32 = errors;const _errs33 = errors;if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){validate53.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs33){if(typeof data14 == "number"){if(data14 < 0 || isNaN(data14)){validate53.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs32 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){const _errs35 = errors;if(!(validate45(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);errors = vErrors.length;}var valid0 = _errs35 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs36 = errors;const _errs37 = errors;if(errors === _errs37){if(errors === _errs37){if(!(typeof data.pattern === "string")){validate53.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/definitions/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs36 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data17 = data.maxItems;const _errs39 = errors;const _errs40 = errors;if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){validate53.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs40){if(typeof data17 == "number"){if(data17 < 0 || isNaN(data17)){validate53.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs39 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){const _errs42 = errors;if(!(validate47(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var valid0 = _errs42 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs43 = errors;if(typeof data.uniqueItems !== "boolean"){validate53.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/definitions/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs43 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data20 = data.enum;const _errs46 = errors;const _errs47 = errors;if(errors === _errs47){if(Array.isArray(data20)){if(data20.length < 1){validate53.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {let i0 = data20.length;let j0;if(i0 > 1){for(;i0--;){for(j0 = i0; j0--;){if(func0(data20[i0], data20[j0])){validate53.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/uniqueItems",keyword:"uniqueItems",params:{i: i0, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i0+" are identical)"}];return false;}}}}}}else {validate53.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs46 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data21 = data.multipleOf;const _errs49 = errors;const _errs50 = errors;if(errors === _errs50){if(typeof data21 == "number"){if(data21 <= 0 || isNaN(data21)){validate53.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate53.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs49 === errors;}else {var valid0 = true;}if(valid0){var valid14 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs52 = errors;var valid14 = _errs52 === errors;if(!valid14){break;}}}}}}}}}}}}}}}}}}}}}}}}}}}validate53.errors = vErrors;return errors === 0;}const schema102 = {"properties":{"required":{"type":"boolean","description":"Determines whether or not this parameter is required or optional.","default":false},"in":{"type":"string","description":"Determines the location of the parameter.","enum":["query"]},"description":{"type":"string","description":"A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."},"name":{"type":"string","description":"The name of the parameter."},"allowEmptyValue":{"type":"boolean","default":false,"description":"allows sending a parameter by name only or with an empty value."},"type":{"type":"string","enum":["string","number","boolean","integer","array"]},"format":{"type":"string"},"items":{"$ref":"#/definitions/primitivesItems"},"collectionFormat":{"$ref":"#/definitions/collectionFormatWithMulti"},"default":{"$ref":"#/definitions/default"},"maximum":{"$ref":"#/definitions/maximum"},"exclusiveMaximum":{"$ref":"#/definitions/exclusiveMaximum"},"minimum":{"$ref":"#/definitions/minimum"},"exclusiveMinimum":{"$ref":"#/definitions/exclusiveMinimum"},"maxLength":{"$ref":"#/definitions/maxLength"},"minLength":{"$ref":"#/definitions/minLength"},"pattern":{"$ref":"#/definitions/pattern"},"maxItems":{"$ref":"#/definitions/maxItems"},"minItems":{"$ref":"#/definitions/minItems"},"uniqueItems":{"$ref":"#/definitions/uniqueItems"},"enum":{"$ref":"#/definitions/enum"},"multipleOf":{"$ref":"#/definitions/multipleOf"}}};function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){const _errs0 = errors;for(const key0 in data){if(!((func2.call(schema102.properties, key0)) || (pattern0.test(key0)))){validate58.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs0 === errors){if(data.required !== undefined){const _errs1 = errors;if(typeof data.required !== "boolean"){validate58.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.in !== undefined){let data1 = data.in;const _errs3 = errors;if(typeof data1 !== "string"){validate58.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "query")){validate58.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/enum",keyword:"enum",params:{allowedValues: schema102.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate58.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs7 = errors;if(typeof data.name !== "string"){validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.allowEmptyValue !== undefined){const _errs9 = errors;if(typeof data.allowEmptyValue !== "boolean"){validate58.errors = [{instancePath:instancePath+"/allowEmptyValue",schemaPath:"#/properties/allowEmptyValue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.type !== undefined){let data5 = data.type;const _errs11 = errors;if(typeof data5 !== "string"){validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(((((data5 === "string") || (data5 === "number")) || (data5 === "boolean")) || (data5 === "integer")) || (data5 === "array"))){validate58.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema102.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs13 = errors;if(typeof data.format !== "string"){validate58.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){const _errs15 = errors;if(!(validate44(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}var valid0 = _errs15 === errors;}else {var valid0 = true;}if(valid0){if(data.collectionFormat !== undefined){let data8 = data.collectionFormat;const _errs16 = errors;if(typeof data8 !== "string"){validate58.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormatWithMulti/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(((((data8 === "csv") || (data8 === "ssv")) || (data8 === "tsv")) || (data8 === "pipes")) || (data8 === "multi"))){validate58.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormatWithMulti/enum",keyword:"enum",params:{allowedValues: schema89.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs19 = errors;var valid0 = _errs19 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs20 = errors;if(!(typeof data.maximum == "number")){validate58.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/definitions/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs23 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate58.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/definitions/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs23 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs26 = errors;if(!(typeof data.minimum == "number")){validate58.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/definitions/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs29 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate58.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/definitions/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs29 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data14 = data.maxLength;const _errs32 = errors;const _errs33 = errors;if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){validate58.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs33){if(typeof data14 == "number"){if(data14 < 0 || isNaN(data14)){validate58.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs32 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){const _errs35 = errors;if(!(validate45(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);errors = vErrors.length;}var valid0 = _errs35 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs36 = errors;const _errs37 = errors;if(errors === _errs37){if(errors === _errs37){if(!(typeof data.pattern === "string")){validate58.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/definitions/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs36 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data17 = data.maxItems;const _errs39 = errors;const _errs40 = errors;if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){validate58.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs40){if(typeof data17 == "number"){if(data17 < 0 || isNaN(data17)){validate58.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs39 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){const _errs42 = errors;if(!(validate47(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var valid0 = _errs42 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs43 = errors;if(typeof data.uniqueItems !== "boolean"){validate58.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/definitions/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs43 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data20 = data.enum;const _errs46 = errors;const _errs47 = errors;if(errors === _errs47){if(Array.isArray(data20)){if(data20.length < 1){validate58.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {let i0 = data20.length;let j0;if(i0 > 1){for(;i0--;){for(j0 = i0; j0--;){if(func0(data20[i0], data20[j0])){validate58.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/uniqueItems",keyword:"uniqueItems",params:{i: i0, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i0+" are identical)"}];return false;}}}}}}else {validate58.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs46 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data21 = data.multipleOf;const _errs49 = errors;const _errs50 = errors;if(errors === _errs50){if(typeof data21 == "number"){if(data21 <= 0 || isNaN(data21)){validate58.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate58.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs49 === errors;}else {var valid0 = true;}if(valid0){var valid14 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs52 = errors;var valid14 = _errs52 === errors;if(!valid14){break;}}}}}}}}}}}}}}}}}}}}}}}}}}}validate58.errors = vErrors;return errors === 0;}const schema116 = {"properties":{"required":{"type":"boolean","enum":[true],"description":"Determines whether or not this parameter is required or optional."},"in":{"type":"string","description":"Determines the location of the parameter.","enum":["path"]},"description":{"type":"string","description":"A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."},"name":{"type":"string","description":"The name of the parameter."},"type":{"type":"string","enum":["string","number","boolean","integer","array"]},"format":{"type":"string"},"items":{"$ref":"#/definitions/primitivesItems"},"collectionFormat":{"$ref":"#/definitions/collectionFormat"},"default":{"$ref":"#/definitions/default"},"maximum":{"$ref":"#/definitions/maximum"},"exclusiveMaximum":{"$ref":"#/definitions/exclusiveMaximum"},"minimum":{"$ref":"#/definitions/minimum"},"exclusiveMinimum":{"$ref":"#/definitions/exclusiveMinimum"},"maxLength":{"$ref":"#/definitions/maxLength"},"minLength":{"$ref":"#/definitions/minLength"},"pattern":{"$ref":"#/definitions/pattern"},"maxItems":{"$ref":"#/definitions/maxItems"},"minItems":{"$ref":"#/definitions/minItems"},"uniqueItems":{"$ref":"#/definitions/uniqueItems"},"enum":{"$ref":"#/definitions/enum"},"multipleOf":{"$ref":"#/definitions/multipleOf"}}};function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.required === undefined) && (missing0 = "required")){validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs0 = errors;for(const key0 in data){if(!((func2.call(schema116.properties, key0)) || (pattern0.test(key0)))){validate63.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs0 === errors){if(data.required !== undefined){let data0 = data.required;const _errs1 = errors;if(typeof data0 !== "boolean"){validate63.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}if(!(data0 === true)){validate63.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/enum",keyword:"enum",params:{allowedValues: schema116.properties.required.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.in !== undefined){let data1 = data.in;const _errs3 = errors;if(typeof data1 !== "string"){validate63.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "path")){validate63.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/enum",keyword:"enum",params:{allowedValues: schema116.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs3 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate63.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs7 = errors;if(typeof data.name !== "string"){validate63.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.type !== undefined){let data4 = data.type;const _errs9 = errors;if(typeof data4 !== "string"){validate63.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(((((data4 === "string") || (data4 === "number")) || (data4 === "boolean")) || (data4 === "integer")) || (data4 === "array"))){validate63.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema116.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs11 = errors;if(typeof data.format !== "string"){validate63.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){const _errs13 = errors;if(!(validate44(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.collectionFormat !== undefined){let data7 = data.collectionFormat;const _errs14 = errors;if(typeof data7 !== "string"){validate63.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((data7 === "csv") || (data7 === "ssv")) || (data7 === "tsv")) || (data7 === "pipes"))){validate63.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs17 = errors;var valid0 = _errs17 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs18 = errors;if(!(typeof data.maximum == "number")){validate63.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/definitions/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs21 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate63.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/definitions/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs21 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs24 = errors;if(!(typeof data.minimum == "number")){validate63.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/definitions/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs24 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs27 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate63.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/definitions/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs27 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data13 = data.maxLength;const _errs30 = errors;const _errs31 = errors;if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){validate63.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs31){if(typeof data13 == "number"){if(data13 < 0 || isNaN(data13)){validate63.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){const _errs33 = errors;if(!(validate45(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);errors = vErrors.length;}var valid0 = _errs33 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs34 = errors;const _errs35 = errors;if(errors === _errs35){if(errors === _errs35){if(!(typeof data.pattern === "string")){validate63.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/definitions/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data16 = data.maxItems;const _errs37 = errors;const _errs38 = errors;if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){validate63.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs38){if(typeof data16 == "number"){if(data16 < 0 || isNaN(data16)){validate63.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs37 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){const _errs40 = errors;if(!(validate47(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var valid0 = _errs40 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs41 = errors;if(typeof data.uniqueItems !== "boolean"){validate63.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/definitions/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs41 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data19 = data.enum;const _errs44 = errors;const _errs45 = errors;if(errors === _errs45){if(Array.isArray(data19)){if(data19.length < 1){validate63.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {let i0 = data19.length;let j0;if(i0 > 1){for(;i0--;){for(j0 = i0; j0--;){if(func0(data19[i0], data19[j0])){validate63.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/uniqueItems",keyword:"uniqueItems",params:{i: i0, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i0+" are identical)"}];return false;}}}}}}else {validate63.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs44 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data20 = data.multipleOf;const _errs47 = errors;const _errs48 = errors;if(errors === _errs48){if(typeof data20 == "number"){if(data20 <= 0 || isNaN(data20)){validate63.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate63.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs47 === errors;}else {var valid0 = true;}if(valid0){var valid14 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs50 = errors;var valid14 = _errs50 === errors;if(!valid14){break;}}}}}}}}}}}}}}}}}}}}}}}}}}}validate63.errors = vErrors;return errors === 0;}function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}const _errs4 = errors;if(!(validate58(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);errors = vErrors.length;}var _valid0 = _errs4 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 2];}else {if(_valid0){valid0 = true;passing0 = 2;}const _errs5 = errors;if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);errors = vErrors.length;}var _valid0 = _errs5 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 3];}else {if(_valid0){valid0 = true;passing0 = 3;}}}}if(!valid0){const err0 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;validate42.errors = vErrors;return false;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.name === undefined) && (missing0 = "name")) || ((data.in === undefined) && (missing0 = "in"))) || ((data.type === undefined) && (missing0 = "type"))){validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}}else {validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate42.errors = vErrors;return errors === 0;}function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs0 = errors;let valid0 = false;let passing0 = null;const _errs1 = errors;if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);errors = vErrors.length;}var _valid0 = _errs1 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs2 = errors;if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}}if(!valid0){const err0 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;validate28.errors = vErrors;return false;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}validate28.errors = vErrors;return errors === 0;}function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.$ref === undefined) && (missing0 = "$ref")){validate70.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!(key0 === "$ref")){validate70.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.$ref !== undefined){if(typeof data.$ref !== "string"){validate70.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/properties/%24ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}}}else {validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate70.errors = vErrors;return errors === 0;}function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(Array.isArray(data)){var valid0 = true;const len0 = data.length;for(let i0=0; i0<len0; i0++){let data0 = data[i0];const _errs1 = errors;const _errs2 = errors;let valid1 = false;let passing0 = null;const _errs3 = errors;if(!(validate28(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;if(_valid0){valid1 = true;passing0 = 0;}const _errs4 = errors;if(!(validate70(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);errors = vErrors.length;}var _valid0 = _errs4 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 1];}else {if(_valid0){valid1 = true;passing0 = 1;}}if(!valid1){const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;validate27.errors = vErrors;return false;}else {errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}}var valid0 = _errs1 === errors;if(!valid0){break;}}if(valid0){let i1 = data.length;let j0;if(i1 > 1){for(;i1--;){for(j0 = i1; j0--;){if(func0(data[i1], data[j0])){validate27.errors = [{instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}}}}}}else {validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}validate27.errors = vErrors;return errors === 0;}const pattern35 = new RegExp("^([0-9]{3})$|^(default)$", "u");const schema135 = {"properties":{"format":{"type":"string"},"title":{"$ref":"http://json-schema.org/draft-04/schema#/properties/title"},"description":{"$ref":"http://json-schema.org/draft-04/schema#/properties/description"},"default":{"$ref":"http://json-schema.org/draft-04/schema#/properties/default"},"required":{"$ref":"http://json-schema.org/draft-04/schema#/definitions/stringArray"},"type":{"type":"string","enum":["file"]},"readOnly":{"type":"boolean","default":false},"externalDocs":{"$ref":"#/definitions/externalDocs"},"example":{}}};function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.type === undefined) && (missing0 = "type")){validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((func2.call(schema135.properties, key0)) || (pattern0.test(key0)))){validate77.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.format !== undefined){const _errs2 = errors;if(typeof data.format !== "string"){validate77.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.title !== undefined){const _errs4 = errors;if(typeof data.title !== "string"){validate77.errors = [{instancePath:instancePath+"/title",schemaPath:"http://json-schema.org/draft-04/schema#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs7 = errors;if(typeof data.description !== "string"){validate77.errors = [{instancePath:instancePath+"/description",schemaPath:"http://json-schema.org/draft-04/schema#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs10 = errors;var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.required !== undefined){let data4 = data.required;const _errs11 = errors;const _errs12 = errors;if(errors === _errs12){if(Array.isArray(data4)){if(data4.length < 1){validate77.errors = [{instancePath:instancePath+"/required",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid5 = true;const len0 = data4.length;for(let i0=0; i0<len0; i0++){const _errs14 = errors;if(typeof data4[i0] !== "string"){validate77.errors = [{instancePath:instancePath+"/required/" + i0,schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid5 = _errs14 === errors;if(!valid5){break;}}if(valid5){let i1 = data4.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data4[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];validate77.errors = [{instancePath:instancePath+"/required",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}indices0[item0] = i1;}}}}}else {validate77.errors = [{instancePath:instancePath+"/required",schemaPath:"http://json-schema.org/draft-04/schema#/definitions/stringArray/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.type !== undefined){let data6 = data.type;const _errs16 = errors;if(typeof data6 !== "string"){validate77.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data6 === "file")){validate77.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema135.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.readOnly !== undefined){const _errs18 = errors;if(typeof data.readOnly !== "boolean"){validate77.errors = [{instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){const _errs20 = errors;if(!(validate23(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){var valid7 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs21 = errors;var valid7 = _errs21 === errors;if(!valid7){break;}}}}}}}}}}}}}}else {validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate77.errors = vErrors;return errors === 0;}const schema142 = {"properties":{"type":{"type":"string","enum":["string","number","integer","boolean","array"]},"format":{"type":"string"},"items":{"$ref":"#/definitions/primitivesItems"},"collectionFormat":{"$ref":"#/definitions/collectionFormat"},"default":{"$ref":"#/definitions/default"},"maximum":{"$ref":"#/definitions/maximum"},"exclusiveMaximum":{"$ref":"#/definitions/exclusiveMaximum"},"minimum":{"$ref":"#/definitions/minimum"},"exclusiveMinimum":{"$ref":"#/definitions/exclusiveMinimum"},"maxLength":{"$ref":"#/definitions/maxLength"},"minLength":{"$ref":"#/definitions/minLength"},"pattern":{"$ref":"#/definitions/pattern"},"maxItems":{"$ref":"#/definitions/maxItems"},"minItems":{"$ref":"#/definitions/minItems"},"uniqueItems":{"$ref":"#/definitions/uniqueItems"},"enum":{"$ref":"#/definitions/enum"},"multipleOf":{"$ref":"#/definitions/multipleOf"},"description":{"type":"string"}}};function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.type === undefined) && (missing0 = "type")){validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((func2.call(schema142.properties, key0)) || (pattern0.test(key0)))){validate81.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate81.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(((((data0 === "string") || (data0 === "number")) || (data0 === "integer")) || (data0 === "boolean")) || (data0 === "array"))){validate81.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema142.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs4 = errors;if(typeof data.format !== "string"){validate81.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){const _errs6 = errors;if(!(validate44(data.items, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.collectionFormat !== undefined){let data3 = data.collectionFormat;const _errs7 = errors;if(typeof data3 !== "string"){validate81.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((data3 === "csv") || (data3 === "ssv")) || (data3 === "tsv")) || (data3 === "pipes"))){validate81.errors = [{instancePath:instancePath+"/collectionFormat",schemaPath:"#/definitions/collectionFormat/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.default !== undefined){const _errs10 = errors;var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs11 = errors;if(!(typeof data.maximum == "number")){validate81.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/definitions/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs14 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate81.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/definitions/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs17 = errors;if(!(typeof data.minimum == "number")){validate81.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/definitions/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs17 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs20 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate81.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/definitions/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data9 = data.maxLength;const _errs23 = errors;const _errs24 = errors;if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){validate81.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs24){if(typeof data9 == "number"){if(data9 < 0 || isNaN(data9)){validate81.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/definitions/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs23 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){const _errs26 = errors;if(!(validate45(data.minLength, {instancePath:instancePath+"/minLength",parentData:data,parentDataProperty:"minLength",rootData}))){vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);errors = vErrors.length;}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs27 = errors;const _errs28 = errors;if(errors === _errs28){if(errors === _errs28){if(!(typeof data.pattern === "string")){validate81.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/definitions/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs27 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data12 = data.maxItems;const _errs30 = errors;const _errs31 = errors;if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){validate81.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs31){if(typeof data12 == "number"){if(data12 < 0 || isNaN(data12)){validate81.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/definitions/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){const _errs33 = errors;if(!(validate47(data.minItems, {instancePath:instancePath+"/minItems",parentData:data,parentDataProperty:"minItems",rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var valid0 = _errs33 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs34 = errors;if(typeof data.uniqueItems !== "boolean"){validate81.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/definitions/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data15 = data.enum;const _errs37 = errors;const _errs38 = errors;if(errors === _errs38){if(Array.isArray(data15)){if(data15.length < 1){validate81.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {let i0 = data15.length;let j0;if(i0 > 1){for(;i0--;){for(j0 = i0; j0--;){if(func0(data15[i0], data15[j0])){validate81.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/uniqueItems",keyword:"uniqueItems",params:{i: i0, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i0+" are identical)"}];return false;}}}}}}else {validate81.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/definitions/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs37 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data16 = data.multipleOf;const _errs40 = errors;const _errs41 = errors;if(errors === _errs41){if(typeof data16 == "number"){if(data16 <= 0 || isNaN(data16)){validate81.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate81.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/definitions/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs40 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs43 = errors;if(typeof data.description !== "string"){validate81.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs43 === errors;}else {var valid0 = true;}if(valid0){var valid14 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs45 = errors;var valid14 = _errs45 === errors;if(!valid14){break;}}}}}}}}}}}}}}}}}}}}}}}}else {validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate81.errors = vErrors;return errors === 0;}function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){const _errs2 = errors;if(!(validate81(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);errors = vErrors.length;}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate80.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate80.errors = vErrors;return errors === 0;}function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.description === undefined) && (missing0 = "description")){validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(((((key0 === "description") || (key0 === "schema")) || (key0 === "headers")) || (key0 === "examples")) || (pattern0.test(key0)))){validate75.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate75.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.schema !== undefined){let data1 = data.schema;const _errs4 = errors;const _errs5 = errors;let valid1 = false;let passing0 = null;const _errs6 = errors;if(!(validate30(data1, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}var _valid0 = _errs6 === errors;if(_valid0){valid1 = true;passing0 = 0;}const _errs7 = errors;if(!(validate77(data1, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);errors = vErrors.length;}var _valid0 = _errs7 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 1];}else {if(_valid0){valid1 = true;passing0 = 1;}}if(!valid1){const err0 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;validate75.errors = vErrors;return false;}else {errors = _errs5;if(vErrors !== null){if(_errs5){vErrors.length = _errs5;}else {vErrors = null;}}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.headers !== undefined){const _errs8 = errors;if(!(validate80(data.headers, {instancePath:instancePath+"/headers",parentData:data,parentDataProperty:"headers",rootData}))){vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);errors = vErrors.length;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.examples !== undefined){let data3 = data.examples;const _errs9 = errors;const _errs10 = errors;if(errors === _errs10){if(data3 && typeof data3 == "object" && !Array.isArray(data3));else {validate75.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/definitions/examples/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){var valid3 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs13 = errors;var valid3 = _errs13 === errors;if(!valid3){break;}}}}}}}}}}else {validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate75.errors = vErrors;return errors === 0;}function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs0 = errors;let valid0 = false;let passing0 = null;const _errs1 = errors;if(!(validate75(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);errors = vErrors.length;}var _valid0 = _errs1 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs2 = errors;if(!(validate70(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}}if(!valid0){const err0 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;validate74.errors = vErrors;return false;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}validate74.errors = vErrors;return errors === 0;}function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;const _errs2 = errors;if(errors === _errs2){if(data && typeof data == "object" && !Array.isArray(data)){const _errs4 = errors;for(const key0 in data){if(!(pattern0.test(key0))){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;break;}}if(_errs4 === errors){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs5 = errors;var valid1 = _errs5 === errors;if(!valid1){break;}}}}}else {const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var valid0 = _errs2 === errors;if(valid0){validate73.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];return false;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(Object.keys(data).length < 1){validate73.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];return false;}else {const _errs8 = errors;for(const key2 in data){if(!((pattern35.test(key2)) || (pattern0.test(key2)))){validate73.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];return false;}}if(_errs8 === errors){var valid3 = true;for(const key3 in data){if(pattern35.test(key3)){const _errs9 = errors;if(!(validate74(data[key3], {instancePath:instancePath+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key3,rootData}))){vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);errors = vErrors.length;}var valid3 = _errs9 === errors;if(!valid3){break;}}}if(valid3){var valid3 = true;for(const key4 in data){if(pattern0.test(key4)){const _errs10 = errors;var valid3 = _errs10 === errors;if(!valid3){break;}}}}}}}else {validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate73.errors = vErrors;return errors === 0;}function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(Array.isArray(data)){var valid0 = true;const len0 = data.length;for(let i0=0; i0<len0; i0++){let data0 = data[i0];const _errs1 = errors;{if(data0 && typeof data0 == "object" && !Array.isArray(data0)){for(const key0 in data0){let data1 = data0[key0];const _errs5 = errors;{if(Array.isArray(data1)){var valid3 = true;const len1 = data1.length;for(let i1=0; i1<len1; i1++){const _errs7 = errors;if(typeof data1[i1] !== "string"){validate91.errors = [{instancePath:instancePath+"/" + i0+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/definitions/securityRequirement/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs7 === errors;if(!valid3){break;}}if(valid3){let i2 = data1.length;let j0;if(i2 > 1){const indices0 = {};for(;i2--;){let item0 = data1[i2];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];validate91.errors = [{instancePath:instancePath+"/" + i0+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/securityRequirement/additionalProperties/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"}];return false;}indices0[item0] = i2;}}}}else {validate91.errors = [{instancePath:instancePath+"/" + i0+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/securityRequirement/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs5 === errors;if(!valid2){break;}}}else {validate91.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/definitions/securityRequirement/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs1 === errors;if(!valid0){break;}}if(valid0){let i3 = data.length;let j1;if(i3 > 1){for(;i3--;){for(j1 = i3; j1--;){if(func0(data[i3], data[j1])){validate91.errors = [{instancePath,schemaPath:"#/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"}];return false;}}}}}}else {validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}validate91.errors = vErrors;return errors === 0;}function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.responses === undefined) && (missing0 = "responses")){validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((func2.call(schema24.properties, key0)) || (pattern0.test(key0)))){validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.tags !== undefined){let data0 = data.tags;const _errs2 = errors;if(errors === _errs2){if(Array.isArray(data0)){var valid1 = true;const len0 = data0.length;for(let i0=0; i0<len0; i0++){const _errs4 = errors;if(typeof data0[i0] !== "string"){validate22.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs4 === errors;if(!valid1){break;}}if(valid1){let i1 = data0.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data0[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];validate22.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}indices0[item0] = i1;}}}}else {validate22.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.summary !== undefined){const _errs6 = errors;if(typeof data.summary !== "string"){validate22.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs8 = errors;if(typeof data.description !== "string"){validate22.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){const _errs10 = errors;if(!(validate23(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.operationId !== undefined){const _errs11 = errors;if(typeof data.operationId !== "string"){validate22.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){if(data.produces !== undefined){const _errs13 = errors;if(!(validate17(data.produces, {instancePath:instancePath+"/produces",parentData:data,parentDataProperty:"produces",rootData}))){vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);errors = vErrors.length;}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.consumes !== undefined){const _errs15 = errors;if(!(validate17(data.consumes, {instancePath:instancePath+"/consumes",parentData:data,parentDataProperty:"consumes",rootData}))){vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);errors = vErrors.length;}var valid0 = _errs15 === errors;}else {var valid0 = true;}if(valid0){if(data.parameters !== undefined){const _errs17 = errors;if(!(validate27(data.parameters, {instancePath:instancePath+"/parameters",parentData:data,parentDataProperty:"parameters",rootData}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid0 = _errs17 === errors;}else {var valid0 = true;}if(valid0){if(data.responses !== undefined){const _errs18 = errors;if(!(validate73(data.responses, {instancePath:instancePath+"/responses",parentData:data,parentDataProperty:"responses",rootData}))){vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);errors = vErrors.length;}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.schemes !== undefined){let data10 = data.schemes;const _errs19 = errors;const _errs20 = errors;if(errors === _errs20){if(Array.isArray(data10)){var valid6 = true;const len1 = data10.length;for(let i2=0; i2<len1; i2++){let data11 = data10[i2];const _errs22 = errors;if(typeof data11 !== "string"){validate22.errors = [{instancePath:instancePath+"/schemes/" + i2,schemaPath:"#/definitions/schemesList/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((data11 === "http") || (data11 === "https")) || (data11 === "ws")) || (data11 === "wss"))){validate22.errors = [{instancePath:instancePath+"/schemes/" + i2,schemaPath:"#/definitions/schemesList/items/enum",keyword:"enum",params:{allowedValues: schema18.items.enum},message:"must be equal to one of the allowed values"}];return false;}var valid6 = _errs22 === errors;if(!valid6){break;}}if(valid6){let i3 = data10.length;let j1;if(i3 > 1){const indices1 = {};for(;i3--;){let item1 = data10[i3];if(typeof item1 !== "string"){continue;}if(typeof indices1[item1] == "number"){j1 = indices1[item1];validate22.errors = [{instancePath:instancePath+"/schemes",schemaPath:"#/definitions/schemesList/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"}];return false;}indices1[item1] = i3;}}}}else {validate22.errors = [{instancePath:instancePath+"/schemes",schemaPath:"#/definitions/schemesList/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs19 === errors;}else {var valid0 = true;}if(valid0){if(data.deprecated !== undefined){const _errs24 = errors;if(typeof data.deprecated !== "boolean"){validate22.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs24 === errors;}else {var valid0 = true;}if(valid0){if(data.security !== undefined){const _errs26 = errors;if(!(validate91(data.security, {instancePath:instancePath+"/security",parentData:data,parentDataProperty:"security",rootData}))){vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);errors = vErrors.length;}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){var valid8 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs27 = errors;var valid8 = _errs27 === errors;if(!valid8){break;}}}}}}}}}}}}}}}}}}else {validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate22.errors = vErrors;return errors === 0;}function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!((func2.call(schema23.properties, key0)) || (pattern0.test(key0)))){validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.$ref !== undefined){const _errs2 = errors;if(typeof data.$ref !== "string"){validate21.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/properties/%24ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.get !== undefined){const _errs4 = errors;if(!(validate22(data.get, {instancePath:instancePath+"/get",parentData:data,parentDataProperty:"get",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.put !== undefined){const _errs5 = errors;if(!(validate22(data.put, {instancePath:instancePath+"/put",parentData:data,parentDataProperty:"put",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.post !== undefined){const _errs6 = errors;if(!(validate22(data.post, {instancePath:instancePath+"/post",parentData:data,parentDataProperty:"post",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.delete !== undefined){const _errs7 = errors;if(!(validate22(data.delete, {instancePath:instancePath+"/delete",parentData:data,parentDataProperty:"delete",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.options !== undefined){const _errs8 = errors;if(!(validate22(data.options, {instancePath:instancePath+"/options",parentData:data,parentDataProperty:"options",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.head !== undefined){const _errs9 = errors;if(!(validate22(data.head, {instancePath:instancePath+"/head",parentData:data,parentDataProperty:"head",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.patch !== undefined){const _errs10 = errors;if(!(validate22(data.patch, {instancePath:instancePath+"/patch",parentData:data,parentDataProperty:"patch",rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.parameters !== undefined){const _errs11 = errors;if(!(validate27(data.parameters, {instancePath:instancePath+"/parameters",parentData:data,parentDataProperty:"parameters",rootData}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs12 = errors;var valid1 = _errs12 === errors;if(!valid1){break;}}}}}}}}}}}}}}else {validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate21.errors = vErrors;return errors === 0;}function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!((pattern0.test(key0)) || (pattern8.test(key0)))){validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){var valid0 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs2 = errors;var valid0 = _errs2 === errors;if(!valid0){break;}}}if(valid0){var valid0 = true;for(const key2 in data){if(pattern8.test(key2)){const _errs5 = errors;if(!(validate21(data[key2], {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key2,rootData}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}var valid0 = _errs5 === errors;if(!valid0){break;}}}}}}else {validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate20.errors = vErrors;return errors === 0;}function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){const _errs2 = errors;if(!(validate30(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);errors = vErrors.length;}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate103.errors = vErrors;return errors === 0;}function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){const _errs2 = errors;if(!(validate28(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);errors = vErrors.length;}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate106.errors = vErrors;return errors === 0;}function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){const _errs2 = errors;if(!(validate75(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);errors = vErrors.length;}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate109.errors = vErrors;return errors === 0;}const schema168 = {"properties":{"type":{"enum":["basic"]}}};function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.type === undefined) && (missing0 = "type")){validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!(((key0 === "type") || (key0 === "description")) || (pattern0.test(key0)))){validate114.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate114.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "basic")){validate114.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema168.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate114.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs6 = errors;var valid1 = _errs6 === errors;if(!valid1){break;}}}}}}}}else {validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate114.errors = vErrors;return errors === 0;}const schema170 = {"properties":{"type":{"enum":["apiKey"]},"in":{"enum":["header","query"]}}};function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.in === undefined) && (missing0 = "in"))){validate116.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!(((((key0 === "type") || (key0 === "name")) || (key0 === "in")) || (key0 === "description")) || (pattern0.test(key0)))){validate116.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate116.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "apiKey")){validate116.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema170.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.name !== undefined){const _errs4 = errors;if(typeof data.name !== "string"){validate116.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.in !== undefined){let data2 = data.in;const _errs6 = errors;if(typeof data2 !== "string"){validate116.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((data2 === "header") || (data2 === "query"))){validate116.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/enum",keyword:"enum",params:{allowedValues: schema170.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs8 = errors;if(typeof data.description !== "string"){validate116.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs10 = errors;var valid1 = _errs10 === errors;if(!valid1){break;}}}}}}}}}}else {validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate116.errors = vErrors;return errors === 0;}const schema172 = {"properties":{"type":{"enum":["oauth2"]},"flow":{"enum":["implicit"]}}};function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.type === undefined) && (missing0 = "type")) || ((data.flow === undefined) && (missing0 = "flow"))) || ((data.authorizationUrl === undefined) && (missing0 = "authorizationUrl"))){validate118.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!((((((key0 === "type") || (key0 === "flow")) || (key0 === "scopes")) || (key0 === "authorizationUrl")) || (key0 === "description")) || (pattern0.test(key0)))){validate118.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate118.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "oauth2")){validate118.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema172.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.flow !== undefined){let data1 = data.flow;const _errs4 = errors;if(typeof data1 !== "string"){validate118.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "implicit")){validate118.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/enum",keyword:"enum",params:{allowedValues: schema172.properties.flow.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.scopes !== undefined){let data2 = data.scopes;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(typeof data2[key1] !== "string"){validate118.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/oauth2Scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs10 === errors;if(!valid2){break;}}}else {validate118.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/definitions/oauth2Scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.authorizationUrl !== undefined){const _errs12 = errors;{{if(!(typeof data.authorizationUrl === "string")){validate118.errors = [{instancePath:instancePath+"/authorizationUrl",schemaPath:"#/properties/authorizationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs14 = errors;if(typeof data.description !== "string"){validate118.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){var valid3 = true;for(const key2 in data){if(pattern0.test(key2)){const _errs16 = errors;var valid3 = _errs16 === errors;if(!valid3){break;}}}}}}}}}}}else {validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate118.errors = vErrors;return errors === 0;}const schema175 = {"properties":{"type":{"enum":["oauth2"]},"flow":{"enum":["password"]}}};function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.type === undefined) && (missing0 = "type")) || ((data.flow === undefined) && (missing0 = "flow"))) || ((data.tokenUrl === undefined) && (missing0 = "tokenUrl"))){validate120.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!((((((key0 === "type") || (key0 === "flow")) || (key0 === "scopes")) || (key0 === "tokenUrl")) || (key0 === "description")) || (pattern0.test(key0)))){validate120.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate120.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "oauth2")){validate120.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema175.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.flow !== undefined){let data1 = data.flow;const _errs4 = errors;if(typeof data1 !== "string"){validate120.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "password")){validate120.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/enum",keyword:"enum",params:{allowedValues: schema175.properties.flow.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.scopes !== undefined){let data2 = data.scopes;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(typeof data2[key1] !== "string"){validate120.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/oauth2Scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs10 === errors;if(!valid2){break;}}}else {validate120.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/definitions/oauth2Scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.tokenUrl !== undefined){const _errs12 = errors;{{if(!(typeof data.tokenUrl === "string")){validate120.errors = [{instancePath:instancePath+"/tokenUrl",schemaPath:"#/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs14 = errors;if(typeof data.description !== "string"){validate120.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){var valid3 = true;for(const key2 in data){if(pattern0.test(key2)){const _errs16 = errors;var valid3 = _errs16 === errors;if(!valid3){break;}}}}}}}}}}}else {validate120.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate120.errors = vErrors;return errors === 0;}const schema178 = {"properties":{"type":{"enum":["oauth2"]},"flow":{"enum":["application"]}}};function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.type === undefined) && (missing0 = "type")) || ((data.flow === undefined) && (missing0 = "flow"))) || ((data.tokenUrl === undefined) && (missing0 = "tokenUrl"))){validate122.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!((((((key0 === "type") || (key0 === "flow")) || (key0 === "scopes")) || (key0 === "tokenUrl")) || (key0 === "description")) || (pattern0.test(key0)))){validate122.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "oauth2")){validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema178.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.flow !== undefined){let data1 = data.flow;const _errs4 = errors;if(typeof data1 !== "string"){validate122.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "application")){validate122.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/enum",keyword:"enum",params:{allowedValues: schema178.properties.flow.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.scopes !== undefined){let data2 = data.scopes;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(typeof data2[key1] !== "string"){validate122.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/oauth2Scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs10 === errors;if(!valid2){break;}}}else {validate122.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/definitions/oauth2Scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.tokenUrl !== undefined){const _errs12 = errors;{{if(!(typeof data.tokenUrl === "string")){validate122.errors = [{instancePath:instancePath+"/tokenUrl",schemaPath:"#/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs14 = errors;if(typeof data.description !== "string"){validate122.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){var valid3 = true;for(const key2 in data){if(pattern0.test(key2)){const _errs16 = errors;var valid3 = _errs16 === errors;if(!valid3){break;}}}}}}}}}}}else {validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate122.errors = vErrors;return errors === 0;}const schema181 = {"properties":{"type":{"enum":["oauth2"]},"flow":{"enum":["accessCode"]}}};function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((((data.type === undefined) && (missing0 = "type")) || ((data.flow === undefined) && (missing0 = "flow"))) || ((data.authorizationUrl === undefined) && (missing0 = "authorizationUrl"))) || ((data.tokenUrl === undefined) && (missing0 = "tokenUrl"))){validate124.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!(((((((key0 === "type") || (key0 === "flow")) || (key0 === "scopes")) || (key0 === "authorizationUrl")) || (key0 === "tokenUrl")) || (key0 === "description")) || (pattern0.test(key0)))){validate124.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate124.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "oauth2")){validate124.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema181.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.flow !== undefined){let data1 = data.flow;const _errs4 = errors;if(typeof data1 !== "string"){validate124.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data1 === "accessCode")){validate124.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/enum",keyword:"enum",params:{allowedValues: schema181.properties.flow.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.scopes !== undefined){let data2 = data.scopes;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(typeof data2[key1] !== "string"){validate124.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/oauth2Scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs10 === errors;if(!valid2){break;}}}else {validate124.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/definitions/oauth2Scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.authorizationUrl !== undefined){const _errs12 = errors;{{if(!(typeof data.authorizationUrl === "string")){validate124.errors = [{instancePath:instancePath+"/authorizationUrl",schemaPath:"#/properties/authorizationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.tokenUrl !== undefined){const _errs14 = errors;{{if(!(typeof data.tokenUrl === "string")){validate124.errors = [{instancePath:instancePath+"/tokenUrl",schemaPath:"#/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs16 = errors;if(typeof data.description !== "string"){validate124.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){var valid3 = true;for(const key2 in data){if(pattern0.test(key2)){const _errs18 = errors;var valid3 = _errs18 === errors;if(!valid3){break;}}}}}}}}}}}}else {validate124.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate124.errors = vErrors;return errors === 0;}function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){let data0 = data[key0];const _errs2 = errors;const _errs3 = errors;let valid1 = false;let passing0 = null;const _errs4 = errors;if(!(validate114(data0, {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);errors = vErrors.length;}var _valid0 = _errs4 === errors;if(_valid0){valid1 = true;passing0 = 0;}const _errs5 = errors;if(!(validate116(data0, {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);errors = vErrors.length;}var _valid0 = _errs5 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 1];}else {if(_valid0){valid1 = true;passing0 = 1;}const _errs6 = errors;if(!(validate118(data0, {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);errors = vErrors.length;}var _valid0 = _errs6 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 2];}else {if(_valid0){valid1 = true;passing0 = 2;}const _errs7 = errors;if(!(validate120(data0, {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);errors = vErrors.length;}var _valid0 = _errs7 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 3];}else {if(_valid0){valid1 = true;passing0 = 3;}const _errs8 = errors;if(!(validate122(data0, {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);errors = vErrors.length;}var _valid0 = _errs8 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 4];}else {if(_valid0){valid1 = true;passing0 = 4;}const _errs9 = errors;if(!(validate124(data0, {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);errors = vErrors.length;}var _valid0 = _errs9 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 5];}else {if(_valid0){valid1 = true;passing0 = 5;}}}}}}if(!valid1){const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;validate113.errors = vErrors;return false;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}var valid0 = _errs2 === errors;if(!valid0){break;}}}else {validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate113.errors = vErrors;return errors === 0;}function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.name === undefined) && (missing0 = "name")){validate127.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((((key0 === "name") || (key0 === "description")) || (key0 === "externalDocs")) || (pattern0.test(key0)))){validate127.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.name !== undefined){const _errs2 = errors;if(typeof data.name !== "string"){validate127.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate127.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){const _errs6 = errors;if(!(validate23(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){var valid1 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs7 = errors;var valid1 = _errs7 === errors;if(!valid1){break;}}}}}}}}}else {validate127.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate127.errors = vErrors;return errors === 0;}function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.swagger === undefined) && (missing0 = "swagger")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((func2.call(schema11.properties, key0)) || (pattern0.test(key0)))){validate10.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.swagger !== undefined){let data0 = data.swagger;const _errs2 = errors;if(typeof data0 !== "string"){validate10.errors = [{instancePath:instancePath+"/swagger",schemaPath:"#/properties/swagger/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "2.0")){validate10.errors = [{instancePath:instancePath+"/swagger",schemaPath:"#/properties/swagger/enum",keyword:"enum",params:{allowedValues: schema11.properties.swagger.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.info !== undefined){const _errs4 = errors;if(!(validate11(data.info, {instancePath:instancePath+"/info",parentData:data,parentDataProperty:"info",rootData}))){vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);errors = vErrors.length;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.host !== undefined){let data2 = data.host;const _errs5 = errors;if(errors === _errs5){if(typeof data2 === "string"){if(!pattern7.test(data2)){validate10.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/pattern",keyword:"pattern",params:{pattern: "^[^{}/ :\\\\]+(?::\\d+)?$"},message:"must match pattern \""+"^[^{}/ :\\\\]+(?::\\d+)?$"+"\""}];return false;}}else {validate10.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.basePath !== undefined){let data3 = data.basePath;const _errs7 = errors;if(errors === _errs7){if(typeof data3 === "string"){if(!pattern8.test(data3)){validate10.errors = [{instancePath:instancePath+"/basePath",schemaPath:"#/properties/basePath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""}];return false;}}else {validate10.errors = [{instancePath:instancePath+"/basePath",schemaPath:"#/properties/basePath/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs7 === errors;}else {var valid0 = true;}if(valid0){if(data.schemes !== undefined){let data4 = data.schemes;const _errs9 = errors;const _errs10 = errors;if(errors === _errs10){if(Array.isArray(data4)){var valid2 = true;const len0 = data4.length;for(let i0=0; i0<len0; i0++){let data5 = data4[i0];const _errs12 = errors;if(typeof data5 !== "string"){validate10.errors = [{instancePath:instancePath+"/schemes/" + i0,schemaPath:"#/definitions/schemesList/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((data5 === "http") || (data5 === "https")) || (data5 === "ws")) || (data5 === "wss"))){validate10.errors = [{instancePath:instancePath+"/schemes/" + i0,schemaPath:"#/definitions/schemesList/items/enum",keyword:"enum",params:{allowedValues: schema18.items.enum},message:"must be equal to one of the allowed values"}];return false;}var valid2 = _errs12 === errors;if(!valid2){break;}}if(valid2){let i1 = data4.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data4[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];validate10.errors = [{instancePath:instancePath+"/schemes",schemaPath:"#/definitions/schemesList/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}indices0[item0] = i1;}}}}else {validate10.errors = [{instancePath:instancePath+"/schemes",schemaPath:"#/definitions/schemesList/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs9 === errors;}else {var valid0 = true;}if(valid0){if(data.consumes !== undefined){const _errs14 = errors;if(!(validate17(data.consumes, {instancePath:instancePath+"/consumes",parentData:data,parentDataProperty:"consumes",rootData}))){vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);errors = vErrors.length;}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.produces !== undefined){const _errs16 = errors;if(!(validate17(data.produces, {instancePath:instancePath+"/produces",parentData:data,parentDataProperty:"produces",rootData}))){vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);errors = vErrors.length;}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.paths !== undefined){const _errs18 = errors;if(!(validate20(data.paths, {instancePath:instancePath+"/paths",parentData:data,parentDataProperty:"paths",rootData}))){vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);errors = vErrors.length;}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.definitions !== undefined){const _errs19 = errors;if(!(validate103(data.definitions, {instancePath:instancePath+"/definitions",parentData:data,parentDataProperty:"definitions",rootData}))){vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);errors = vErrors.length;}var valid0 = _errs19 === errors;}else {var valid0 = true;}if(valid0){if(data.parameters !== undefined){const _errs20 = errors;if(!(validate106(data.parameters, {instancePath:instancePath+"/parameters",parentData:data,parentDataProperty:"parameters",rootData}))){vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);errors = vErrors.length;}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.responses !== undefined){const _errs21 = errors;if(!(validate109(data.responses, {instancePath:instancePath+"/responses",parentData:data,parentDataProperty:"responses",rootData}))){vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);errors = vErrors.length;}var valid0 = _errs21 === errors;}else {var valid0 = true;}if(valid0){if(data.security !== undefined){const _errs22 = errors;if(!(validate91(data.security, {instancePath:instancePath+"/security",parentData:data,parentDataProperty:"security",rootData}))){vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);errors = vErrors.length;}var valid0 = _errs22 === errors;}else {var valid0 = true;}if(valid0){if(data.securityDefinitions !== undefined){const _errs23 = errors;if(!(validate113(data.securityDefinitions, {instancePath:instancePath+"/securityDefinitions",parentData:data,parentDataProperty:"securityDefinitions",rootData}))){vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);errors = vErrors.length;}var valid0 = _errs23 === errors;}else {var valid0 = true;}if(valid0){if(data.tags !== undefined){let data14 = data.tags;const _errs24 = errors;if(errors === _errs24){if(Array.isArray(data14)){var valid6 = true;const len1 = data14.length;for(let i2=0; i2<len1; i2++){const _errs26 = errors;if(!(validate127(data14[i2], {instancePath:instancePath+"/tags/" + i2,parentData:data14,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);errors = vErrors.length;}var valid6 = _errs26 === errors;if(!valid6){break;}}if(valid6){let i3 = data14.length;let j1;if(i3 > 1){for(;i3--;){for(j1 = i3; j1--;){if(func0(data14[i3], data14[j1])){validate10.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"}];return false;}}}}}}else {validate10.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs24 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){const _errs27 = errors;if(!(validate23(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid0 = _errs27 === errors;}else {var valid0 = true;}if(valid0){var valid8 = true;for(const key1 in data){if(pattern0.test(key1)){const _errs28 = errors;var valid8 = _errs28 === errors;if(!valid8){break;}}}}}}}}}}}}}}}}}}}}}else {validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate10.errors = vErrors;return errors === 0;}
	  return module.exports;
	})();
	const openapi30 = (() => {
	  const module = { exports: {} };
module.exports = validate10;module.exports.default = validate10;const pattern0 = new RegExp("^x-", "u");const pattern1 = new RegExp("^3\\.0\\.\\d(-.+)?$", "u");function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.title === undefined) && (missing0 = "title")) || ((data.version === undefined) && (missing0 = "version"))){validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!(((((((key0 === "title") || (key0 === "description")) || (key0 === "termsOfService")) || (key0 === "contact")) || (key0 === "license")) || (key0 === "version")) || (pattern0.test(key0)))){validate11.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.title !== undefined){const _errs2 = errors;if(typeof data.title !== "string"){validate11.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate11.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.termsOfService !== undefined){const _errs6 = errors;{{if(!(typeof data.termsOfService === "string")){validate11.errors = [{instancePath:instancePath+"/termsOfService",schemaPath:"#/properties/termsOfService/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.contact !== undefined){let data3 = data.contact;const _errs8 = errors;{if(data3 && typeof data3 == "object" && !Array.isArray(data3)){for(const key1 in data3){if(!((((key1 === "name") || (key1 === "url")) || (key1 === "email")) || (pattern0.test(key1)))){validate11.errors = [{instancePath:instancePath+"/contact",schemaPath:"#/definitions/Contact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}{if(data3.name !== undefined){const _errs12 = errors;if(typeof data3.name !== "string"){validate11.errors = [{instancePath:instancePath+"/contact/name",schemaPath:"#/definitions/Contact/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs12 === errors;}else {var valid2 = true;}if(valid2){if(data3.url !== undefined){const _errs14 = errors;{{if(!(typeof data3.url === "string")){validate11.errors = [{instancePath:instancePath+"/contact/url",schemaPath:"#/definitions/Contact/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs14 === errors;}else {var valid2 = true;}if(valid2){if(data3.email !== undefined){const _errs16 = errors;{{if(!(typeof data3.email === "string")){validate11.errors = [{instancePath:instancePath+"/contact/email",schemaPath:"#/definitions/Contact/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs16 === errors;}else {var valid2 = true;}}}}}else {validate11.errors = [{instancePath:instancePath+"/contact",schemaPath:"#/definitions/Contact/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.license !== undefined){let data7 = data.license;const _errs18 = errors;{if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing1;if((data7.name === undefined) && (missing1 = "name")){validate11.errors = [{instancePath:instancePath+"/license",schemaPath:"#/definitions/License/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {for(const key2 in data7){if(!(((key2 === "name") || (key2 === "url")) || (pattern0.test(key2)))){validate11.errors = [{instancePath:instancePath+"/license",schemaPath:"#/definitions/License/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];return false;}}{if(data7.name !== undefined){const _errs22 = errors;if(typeof data7.name !== "string"){validate11.errors = [{instancePath:instancePath+"/license/name",schemaPath:"#/definitions/License/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs22 === errors;}else {var valid4 = true;}if(valid4){if(data7.url !== undefined){const _errs24 = errors;{{if(!(typeof data7.url === "string")){validate11.errors = [{instancePath:instancePath+"/license/url",schemaPath:"#/definitions/License/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid4 = _errs24 === errors;}else {var valid4 = true;}}}}}else {validate11.errors = [{instancePath:instancePath+"/license",schemaPath:"#/definitions/License/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.version !== undefined){const _errs26 = errors;if(typeof data.version !== "string"){validate11.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs26 === errors;}else {var valid0 = true;}}}}}}}}}else {validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate11.errors = vErrors;return errors === 0;}function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.url === undefined) && (missing0 = "url")){validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!((((key0 === "url") || (key0 === "description")) || (key0 === "variables")) || (pattern0.test(key0)))){validate13.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.url !== undefined){const _errs2 = errors;if(typeof data.url !== "string"){validate13.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate13.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.variables !== undefined){let data2 = data.variables;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){let data3 = data2[key1];const _errs9 = errors;{if(data3 && typeof data3 == "object" && !Array.isArray(data3)){let missing1;if((data3.default === undefined) && (missing1 = "default")){validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ServerVariable/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {for(const key2 in data3){if(!((((key2 === "enum") || (key2 === "default")) || (key2 === "description")) || (pattern0.test(key2)))){validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ServerVariable/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];return false;}}{if(data3.enum !== undefined){let data4 = data3.enum;const _errs13 = errors;{if(Array.isArray(data4)){var valid4 = true;const len0 = data4.length;for(let i0=0; i0<len0; i0++){const _errs15 = errors;if(typeof data4[i0] !== "string"){validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/enum/" + i0,schemaPath:"#/definitions/ServerVariable/properties/enum/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs15 === errors;if(!valid4){break;}}}else {validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/enum",schemaPath:"#/definitions/ServerVariable/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid3 = _errs13 === errors;}else {var valid3 = true;}if(valid3){if(data3.default !== undefined){const _errs17 = errors;if(typeof data3.default !== "string"){validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/default",schemaPath:"#/definitions/ServerVariable/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs17 === errors;}else {var valid3 = true;}if(valid3){if(data3.description !== undefined){const _errs19 = errors;if(typeof data3.description !== "string"){validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/definitions/ServerVariable/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs19 === errors;}else {var valid3 = true;}}}}}}else {validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ServerVariable/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid1 = _errs9 === errors;if(!valid1){break;}}}else {validate13.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}}}}}}else {validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate13.errors = vErrors;return errors === 0;}function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.name === undefined) && (missing0 = "name")){validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key0 in data){if(!((((key0 === "name") || (key0 === "description")) || (key0 === "externalDocs")) || (pattern0.test(key0)))){validate15.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.name !== undefined){const _errs2 = errors;if(typeof data.name !== "string"){validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate15.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){let data2 = data.externalDocs;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){let missing1;if((data2.url === undefined) && (missing1 = "url")){validate15.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {for(const key1 in data2){if(!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))){validate15.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}{if(data2.description !== undefined){const _errs10 = errors;if(typeof data2.description !== "string"){validate15.errors = [{instancePath:instancePath+"/externalDocs/description",schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs10 === errors;}else {var valid2 = true;}if(valid2){if(data2.url !== undefined){const _errs12 = errors;{{if(!(typeof data2.url === "string")){validate15.errors = [{instancePath:instancePath+"/externalDocs/url",schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs12 === errors;}else {var valid2 = true;}}}}}else {validate15.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs6 === errors;}else {var valid0 = true;}}}}}}else {validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate15.errors = vErrors;return errors === 0;}const pattern10 = new RegExp("^\\/", "u");const pattern13 = new RegExp("^(get|put|post|delete|options|head|patch|trace)$", "u");const pattern17 = new RegExp("^\\$ref$", "u");const schema23 = {"properties":{"name":{"type":"string"},"in":{"type":"string"},"description":{"type":"string"},"required":{"type":"boolean","default":false},"deprecated":{"type":"boolean","default":false},"allowEmptyValue":{"type":"boolean","default":false},"style":{"type":"string"},"explode":{"type":"boolean"},"allowReserved":{"type":"boolean","default":false},"schema":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]},"content":{"type":"object","additionalProperties":{"$ref":"#/definitions/MediaType"},"minProperties":1,"maxProperties":1},"example":{},"examples":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Example"},{"$ref":"#/definitions/Reference"}]}}}};const schema26 = {"oneOf":[{"description":"Parameter in path","required":["required"],"properties":{"in":{"enum":["path"]},"style":{"enum":["matrix","label","simple"],"default":"simple"},"required":{"enum":[true]}}},{"description":"Parameter in query","properties":{"in":{"enum":["query"]},"style":{"enum":["form","spaceDelimited","pipeDelimited","deepObject"],"default":"form"}}},{"description":"Parameter in header","properties":{"in":{"enum":["header"]},"style":{"enum":["simple"],"default":"simple"}}},{"description":"Parameter in cookie","properties":{"in":{"enum":["cookie"]},"style":{"enum":["form"],"default":"form"}}}]};const func3 = Object.prototype.hasOwnProperty;const schema27 = {"properties":{"title":{"type":"string"},"multipleOf":{"type":"number","minimum":0,"exclusiveMinimum":true},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"boolean","default":false},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"boolean","default":false},"maxLength":{"type":"integer","minimum":0},"minLength":{"type":"integer","minimum":0,"default":0},"pattern":{"type":"string","format":"regex"},"maxItems":{"type":"integer","minimum":0},"minItems":{"type":"integer","minimum":0,"default":0},"uniqueItems":{"type":"boolean","default":false},"maxProperties":{"type":"integer","minimum":0},"minProperties":{"type":"integer","minimum":0,"default":0},"required":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true},"enum":{"type":"array","items":{},"minItems":1,"uniqueItems":false},"type":{"type":"string","enum":["array","boolean","integer","number","object","string"]},"not":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]},"allOf":{"type":"array","items":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]}},"oneOf":{"type":"array","items":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]}},"anyOf":{"type":"array","items":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]}},"items":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]},"properties":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]}},"additionalProperties":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"},{"type":"boolean"}],"default":true},"description":{"type":"string"},"format":{"type":"string"},"default":{},"nullable":{"type":"boolean","default":false},"discriminator":{"$ref":"#/definitions/Discriminator"},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"example":{},"externalDocs":{"$ref":"#/definitions/ExternalDocumentation"},"deprecated":{"type":"boolean","default":false},"xml":{"$ref":"#/definitions/XML"}}};const wrapper0 = {validate: validate21};function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!((func3.call(schema27.properties, key0)) || (pattern0.test(key0)))){validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.title !== undefined){const _errs2 = errors;if(typeof data.title !== "string"){validate21.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.multipleOf !== undefined){let data1 = data.multipleOf;const _errs4 = errors;if(errors === _errs4){if(typeof data1 == "number"){if(data1 <= 0 || isNaN(data1)){validate21.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/minimum",keyword:"minimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];return false;}}else {validate21.errors = [{instancePath:instancePath+"/multipleOf",schemaPath:"#/properties/multipleOf/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.maximum !== undefined){const _errs6 = errors;if(!(typeof data.maximum == "number")){validate21.errors = [{instancePath:instancePath+"/maximum",schemaPath:"#/properties/maximum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMaximum !== undefined){const _errs8 = errors;if(typeof data.exclusiveMaximum !== "boolean"){validate21.errors = [{instancePath:instancePath+"/exclusiveMaximum",schemaPath:"#/properties/exclusiveMaximum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.minimum !== undefined){const _errs10 = errors;if(!(typeof data.minimum == "number")){validate21.errors = [{instancePath:instancePath+"/minimum",schemaPath:"#/properties/minimum/type",keyword:"type",params:{type: "number"},message:"must be number"}];return false;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.exclusiveMinimum !== undefined){const _errs12 = errors;if(typeof data.exclusiveMinimum !== "boolean"){validate21.errors = [{instancePath:instancePath+"/exclusiveMinimum",schemaPath:"#/properties/exclusiveMinimum/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.maxLength !== undefined){let data6 = data.maxLength;const _errs14 = errors;if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){validate21.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs14){if(typeof data6 == "number"){if(data6 < 0 || isNaN(data6)){validate21.errors = [{instancePath:instancePath+"/maxLength",schemaPath:"#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs14 === errors;}else {var valid0 = true;}if(valid0){if(data.minLength !== undefined){let data7 = data.minLength;const _errs16 = errors;if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){validate21.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs16){if(typeof data7 == "number"){if(data7 < 0 || isNaN(data7)){validate21.errors = [{instancePath:instancePath+"/minLength",schemaPath:"#/properties/minLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.pattern !== undefined){const _errs18 = errors;if(errors === _errs18){if(errors === _errs18){if(!(typeof data.pattern === "string")){validate21.errors = [{instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.maxItems !== undefined){let data9 = data.maxItems;const _errs20 = errors;if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){validate21.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs20){if(typeof data9 == "number"){if(data9 < 0 || isNaN(data9)){validate21.errors = [{instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.minItems !== undefined){let data10 = data.minItems;const _errs22 = errors;if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){validate21.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs22){if(typeof data10 == "number"){if(data10 < 0 || isNaN(data10)){validate21.errors = [{instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs22 === errors;}else {var valid0 = true;}if(valid0){if(data.uniqueItems !== undefined){const _errs24 = errors;if(typeof data.uniqueItems !== "boolean"){validate21.errors = [{instancePath:instancePath+"/uniqueItems",schemaPath:"#/properties/uniqueItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs24 === errors;}else {var valid0 = true;}if(valid0){if(data.maxProperties !== undefined){let data12 = data.maxProperties;const _errs26 = errors;if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){validate21.errors = [{instancePath:instancePath+"/maxProperties",schemaPath:"#/properties/maxProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs26){if(typeof data12 == "number"){if(data12 < 0 || isNaN(data12)){validate21.errors = [{instancePath:instancePath+"/maxProperties",schemaPath:"#/properties/maxProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){if(data.minProperties !== undefined){let data13 = data.minProperties;const _errs28 = errors;if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){validate21.errors = [{instancePath:instancePath+"/minProperties",schemaPath:"#/properties/minProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];return false;}if(errors === _errs28){if(typeof data13 == "number"){if(data13 < 0 || isNaN(data13)){validate21.errors = [{instancePath:instancePath+"/minProperties",schemaPath:"#/properties/minProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];return false;}}}var valid0 = _errs28 === errors;}else {var valid0 = true;}if(valid0){if(data.required !== undefined){let data14 = data.required;const _errs30 = errors;if(errors === _errs30){if(Array.isArray(data14)){if(data14.length < 1){validate21.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid1 = true;const len0 = data14.length;for(let i0=0; i0<len0; i0++){const _errs32 = errors;if(typeof data14[i0] !== "string"){validate21.errors = [{instancePath:instancePath+"/required/" + i0,schemaPath:"#/properties/required/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs32 === errors;if(!valid1){break;}}if(valid1){let i1 = data14.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data14[i1];if(typeof item0 !== "string"){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];validate21.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];return false;}indices0[item0] = i1;}}}}}else {validate21.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data.enum !== undefined){let data16 = data.enum;const _errs34 = errors;if(errors === _errs34){if(Array.isArray(data16)){if(data16.length < 1){validate21.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}}else {validate21.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs34 === errors;}else {var valid0 = true;}if(valid0){if(data.type !== undefined){let data17 = data.type;const _errs36 = errors;if(typeof data17 !== "string"){validate21.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((((data17 === "array") || (data17 === "boolean")) || (data17 === "integer")) || (data17 === "number")) || (data17 === "object")) || (data17 === "string"))){validate21.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema27.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs36 === errors;}else {var valid0 = true;}if(valid0){if(data.not !== undefined){let data18 = data.not;const _errs38 = errors;const _errs39 = errors;let valid3 = false;let passing0 = null;const _errs40 = errors;if(!(wrapper0.validate(data18, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid0 = _errs40 === errors;if(_valid0){valid3 = true;passing0 = 0;}const _errs41 = errors;const _errs42 = errors;if(errors === _errs42){if(data18 && typeof data18 == "object" && !Array.isArray(data18)){let missing0;if((data18.$ref === undefined) && (missing0 = "$ref")){const err0 = {instancePath:instancePath+"/not",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {var valid5 = true;for(const key1 in data18){if(pattern17.test(key1)){const _errs44 = errors;if(errors === _errs44){if(errors === _errs44){if(!(typeof data18[key1] === "string")){const err1 = {instancePath:instancePath+"/not/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}var valid5 = _errs44 === errors;if(!valid5){break;}}}}}else {const err2 = {instancePath:instancePath+"/not",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs41 === errors;if(_valid0 && valid3){valid3 = false;passing0 = [passing0, 1];}else {if(_valid0){valid3 = true;passing0 = 1;}}if(!valid3){const err3 = {instancePath:instancePath+"/not",schemaPath:"#/properties/not/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate21.errors = vErrors;return false;}else {errors = _errs39;if(vErrors !== null){if(_errs39){vErrors.length = _errs39;}else {vErrors = null;}}}var valid0 = _errs38 === errors;}else {var valid0 = true;}if(valid0){if(data.allOf !== undefined){let data20 = data.allOf;const _errs46 = errors;if(errors === _errs46){if(Array.isArray(data20)){var valid6 = true;const len1 = data20.length;for(let i2=0; i2<len1; i2++){let data21 = data20[i2];const _errs48 = errors;const _errs49 = errors;let valid7 = false;let passing1 = null;const _errs50 = errors;if(!(wrapper0.validate(data21, {instancePath:instancePath+"/allOf/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid1 = _errs50 === errors;if(_valid1){valid7 = true;passing1 = 0;}const _errs51 = errors;const _errs52 = errors;if(errors === _errs52){if(data21 && typeof data21 == "object" && !Array.isArray(data21)){let missing1;if((data21.$ref === undefined) && (missing1 = "$ref")){const err4 = {instancePath:instancePath+"/allOf/" + i2,schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {var valid9 = true;for(const key2 in data21){if(pattern17.test(key2)){const _errs54 = errors;if(errors === _errs54){if(errors === _errs54){if(!(typeof data21[key2] === "string")){const err5 = {instancePath:instancePath+"/allOf/" + i2+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}var valid9 = _errs54 === errors;if(!valid9){break;}}}}}else {const err6 = {instancePath:instancePath+"/allOf/" + i2,schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid1 = _errs51 === errors;if(_valid1 && valid7){valid7 = false;passing1 = [passing1, 1];}else {if(_valid1){valid7 = true;passing1 = 1;}}if(!valid7){const err7 = {instancePath:instancePath+"/allOf/" + i2,schemaPath:"#/properties/allOf/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;validate21.errors = vErrors;return false;}else {errors = _errs49;if(vErrors !== null){if(_errs49){vErrors.length = _errs49;}else {vErrors = null;}}}var valid6 = _errs48 === errors;if(!valid6){break;}}}else {validate21.errors = [{instancePath:instancePath+"/allOf",schemaPath:"#/properties/allOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs46 === errors;}else {var valid0 = true;}if(valid0){if(data.oneOf !== undefined){let data23 = data.oneOf;const _errs56 = errors;if(errors === _errs56){if(Array.isArray(data23)){var valid10 = true;const len2 = data23.length;for(let i3=0; i3<len2; i3++){let data24 = data23[i3];const _errs58 = errors;const _errs59 = errors;let valid11 = false;let passing2 = null;const _errs60 = errors;if(!(wrapper0.validate(data24, {instancePath:instancePath+"/oneOf/" + i3,parentData:data23,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid2 = _errs60 === errors;if(_valid2){valid11 = true;passing2 = 0;}const _errs61 = errors;const _errs62 = errors;if(errors === _errs62){if(data24 && typeof data24 == "object" && !Array.isArray(data24)){let missing2;if((data24.$ref === undefined) && (missing2 = "$ref")){const err8 = {instancePath:instancePath+"/oneOf/" + i3,schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}else {var valid13 = true;for(const key3 in data24){if(pattern17.test(key3)){const _errs64 = errors;if(errors === _errs64){if(errors === _errs64){if(!(typeof data24[key3] === "string")){const err9 = {instancePath:instancePath+"/oneOf/" + i3+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}var valid13 = _errs64 === errors;if(!valid13){break;}}}}}else {const err10 = {instancePath:instancePath+"/oneOf/" + i3,schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var _valid2 = _errs61 === errors;if(_valid2 && valid11){valid11 = false;passing2 = [passing2, 1];}else {if(_valid2){valid11 = true;passing2 = 1;}}if(!valid11){const err11 = {instancePath:instancePath+"/oneOf/" + i3,schemaPath:"#/properties/oneOf/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;validate21.errors = vErrors;return false;}else {errors = _errs59;if(vErrors !== null){if(_errs59){vErrors.length = _errs59;}else {vErrors = null;}}}var valid10 = _errs58 === errors;if(!valid10){break;}}}else {validate21.errors = [{instancePath:instancePath+"/oneOf",schemaPath:"#/properties/oneOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs56 === errors;}else {var valid0 = true;}if(valid0){if(data.anyOf !== undefined){let data26 = data.anyOf;const _errs66 = errors;if(errors === _errs66){if(Array.isArray(data26)){var valid14 = true;const len3 = data26.length;for(let i4=0; i4<len3; i4++){let data27 = data26[i4];const _errs68 = errors;const _errs69 = errors;let valid15 = false;let passing3 = null;const _errs70 = errors;if(!(wrapper0.validate(data27, {instancePath:instancePath+"/anyOf/" + i4,parentData:data26,parentDataProperty:i4,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid3 = _errs70 === errors;if(_valid3){valid15 = true;passing3 = 0;}const _errs71 = errors;const _errs72 = errors;if(errors === _errs72){if(data27 && typeof data27 == "object" && !Array.isArray(data27)){let missing3;if((data27.$ref === undefined) && (missing3 = "$ref")){const err12 = {instancePath:instancePath+"/anyOf/" + i4,schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}else {var valid17 = true;for(const key4 in data27){if(pattern17.test(key4)){const _errs74 = errors;if(errors === _errs74){if(errors === _errs74){if(!(typeof data27[key4] === "string")){const err13 = {instancePath:instancePath+"/anyOf/" + i4+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}var valid17 = _errs74 === errors;if(!valid17){break;}}}}}else {const err14 = {instancePath:instancePath+"/anyOf/" + i4,schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}var _valid3 = _errs71 === errors;if(_valid3 && valid15){valid15 = false;passing3 = [passing3, 1];}else {if(_valid3){valid15 = true;passing3 = 1;}}if(!valid15){const err15 = {instancePath:instancePath+"/anyOf/" + i4,schemaPath:"#/properties/anyOf/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;validate21.errors = vErrors;return false;}else {errors = _errs69;if(vErrors !== null){if(_errs69){vErrors.length = _errs69;}else {vErrors = null;}}}var valid14 = _errs68 === errors;if(!valid14){break;}}}else {validate21.errors = [{instancePath:instancePath+"/anyOf",schemaPath:"#/properties/anyOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs66 === errors;}else {var valid0 = true;}if(valid0){if(data.items !== undefined){let data29 = data.items;const _errs76 = errors;const _errs77 = errors;let valid18 = false;let passing4 = null;const _errs78 = errors;if(!(wrapper0.validate(data29, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid4 = _errs78 === errors;if(_valid4){valid18 = true;passing4 = 0;}const _errs79 = errors;const _errs80 = errors;if(errors === _errs80){if(data29 && typeof data29 == "object" && !Array.isArray(data29)){let missing4;if((data29.$ref === undefined) && (missing4 = "$ref")){const err16 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}else {var valid20 = true;for(const key5 in data29){if(pattern17.test(key5)){const _errs82 = errors;if(errors === _errs82){if(errors === _errs82){if(!(typeof data29[key5] === "string")){const err17 = {instancePath:instancePath+"/items/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}}var valid20 = _errs82 === errors;if(!valid20){break;}}}}}else {const err18 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}var _valid4 = _errs79 === errors;if(_valid4 && valid18){valid18 = false;passing4 = [passing4, 1];}else {if(_valid4){valid18 = true;passing4 = 1;}}if(!valid18){const err19 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;validate21.errors = vErrors;return false;}else {errors = _errs77;if(vErrors !== null){if(_errs77){vErrors.length = _errs77;}else {vErrors = null;}}}var valid0 = _errs76 === errors;}else {var valid0 = true;}if(valid0){if(data.properties !== undefined){let data31 = data.properties;const _errs84 = errors;if(errors === _errs84){if(data31 && typeof data31 == "object" && !Array.isArray(data31)){for(const key6 in data31){let data32 = data31[key6];const _errs87 = errors;const _errs88 = errors;let valid22 = false;let passing5 = null;const _errs89 = errors;if(!(wrapper0.validate(data32, {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data31,parentDataProperty:key6,rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid5 = _errs89 === errors;if(_valid5){valid22 = true;passing5 = 0;}const _errs90 = errors;const _errs91 = errors;if(errors === _errs91){if(data32 && typeof data32 == "object" && !Array.isArray(data32)){let missing5;if((data32.$ref === undefined) && (missing5 = "$ref")){const err20 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}else {var valid24 = true;for(const key7 in data32){if(pattern17.test(key7)){const _errs93 = errors;if(errors === _errs93){if(errors === _errs93){if(!(typeof data32[key7] === "string")){const err21 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}var valid24 = _errs93 === errors;if(!valid24){break;}}}}}else {const err22 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}var _valid5 = _errs90 === errors;if(_valid5 && valid22){valid22 = false;passing5 = [passing5, 1];}else {if(_valid5){valid22 = true;passing5 = 1;}}if(!valid22){const err23 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/properties/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;validate21.errors = vErrors;return false;}else {errors = _errs88;if(vErrors !== null){if(_errs88){vErrors.length = _errs88;}else {vErrors = null;}}}var valid21 = _errs87 === errors;if(!valid21){break;}}}else {validate21.errors = [{instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs84 === errors;}else {var valid0 = true;}if(valid0){if(data.additionalProperties !== undefined){let data34 = data.additionalProperties;const _errs95 = errors;const _errs96 = errors;let valid25 = false;let passing6 = null;const _errs97 = errors;if(!(wrapper0.validate(data34, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}var _valid6 = _errs97 === errors;if(_valid6){valid25 = true;passing6 = 0;}const _errs98 = errors;const _errs99 = errors;if(errors === _errs99){if(data34 && typeof data34 == "object" && !Array.isArray(data34)){let missing6;if((data34.$ref === undefined) && (missing6 = "$ref")){const err24 = {instancePath:instancePath+"/additionalProperties",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}else {var valid27 = true;for(const key8 in data34){if(pattern17.test(key8)){const _errs101 = errors;if(errors === _errs101){if(errors === _errs101){if(!(typeof data34[key8] === "string")){const err25 = {instancePath:instancePath+"/additionalProperties/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}var valid27 = _errs101 === errors;if(!valid27){break;}}}}}else {const err26 = {instancePath:instancePath+"/additionalProperties",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}var _valid6 = _errs98 === errors;if(_valid6 && valid25){valid25 = false;passing6 = [passing6, 1];}else {if(_valid6){valid25 = true;passing6 = 1;}const _errs103 = errors;if(typeof data34 !== "boolean"){const err27 = {instancePath:instancePath+"/additionalProperties",schemaPath:"#/properties/additionalProperties/oneOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}var _valid6 = _errs103 === errors;if(_valid6 && valid25){valid25 = false;passing6 = [passing6, 2];}else {if(_valid6){valid25 = true;passing6 = 2;}}}if(!valid25){const err28 = {instancePath:instancePath+"/additionalProperties",schemaPath:"#/properties/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;validate21.errors = vErrors;return false;}else {errors = _errs96;if(vErrors !== null){if(_errs96){vErrors.length = _errs96;}else {vErrors = null;}}}var valid0 = _errs95 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs105 = errors;if(typeof data.description !== "string"){validate21.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs105 === errors;}else {var valid0 = true;}if(valid0){if(data.format !== undefined){const _errs107 = errors;if(typeof data.format !== "string"){validate21.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs107 === errors;}else {var valid0 = true;}if(valid0){if(data.nullable !== undefined){const _errs109 = errors;if(typeof data.nullable !== "boolean"){validate21.errors = [{instancePath:instancePath+"/nullable",schemaPath:"#/properties/nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs109 === errors;}else {var valid0 = true;}if(valid0){if(data.discriminator !== undefined){let data39 = data.discriminator;const _errs111 = errors;const _errs112 = errors;if(errors === _errs112){if(data39 && typeof data39 == "object" && !Array.isArray(data39)){let missing7;if((data39.propertyName === undefined) && (missing7 = "propertyName")){validate21.errors = [{instancePath:instancePath+"/discriminator",schemaPath:"#/definitions/Discriminator/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];return false;}else {if(data39.propertyName !== undefined){const _errs114 = errors;if(typeof data39.propertyName !== "string"){validate21.errors = [{instancePath:instancePath+"/discriminator/propertyName",schemaPath:"#/definitions/Discriminator/properties/propertyName/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid29 = _errs114 === errors;}else {var valid29 = true;}if(valid29){if(data39.mapping !== undefined){let data41 = data39.mapping;const _errs116 = errors;if(errors === _errs116){if(data41 && typeof data41 == "object" && !Array.isArray(data41)){for(const key9 in data41){const _errs119 = errors;if(typeof data41[key9] !== "string"){validate21.errors = [{instancePath:instancePath+"/discriminator/mapping/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Discriminator/properties/mapping/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid30 = _errs119 === errors;if(!valid30){break;}}}else {validate21.errors = [{instancePath:instancePath+"/discriminator/mapping",schemaPath:"#/definitions/Discriminator/properties/mapping/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid29 = _errs116 === errors;}else {var valid29 = true;}}}}else {validate21.errors = [{instancePath:instancePath+"/discriminator",schemaPath:"#/definitions/Discriminator/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs111 === errors;}else {var valid0 = true;}if(valid0){if(data.readOnly !== undefined){const _errs121 = errors;if(typeof data.readOnly !== "boolean"){validate21.errors = [{instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs121 === errors;}else {var valid0 = true;}if(valid0){if(data.writeOnly !== undefined){const _errs123 = errors;if(typeof data.writeOnly !== "boolean"){validate21.errors = [{instancePath:instancePath+"/writeOnly",schemaPath:"#/properties/writeOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs123 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){let data45 = data.externalDocs;const _errs125 = errors;const _errs126 = errors;if(errors === _errs126){if(data45 && typeof data45 == "object" && !Array.isArray(data45)){let missing8;if((data45.url === undefined) && (missing8 = "url")){validate21.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];return false;}else {const _errs128 = errors;for(const key10 in data45){if(!(((key10 === "description") || (key10 === "url")) || (pattern0.test(key10)))){validate21.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"}];return false;}}if(_errs128 === errors){if(data45.description !== undefined){const _errs129 = errors;if(typeof data45.description !== "string"){validate21.errors = [{instancePath:instancePath+"/externalDocs/description",schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid32 = _errs129 === errors;}else {var valid32 = true;}if(valid32){if(data45.url !== undefined){const _errs131 = errors;if(errors === _errs131){if(errors === _errs131){if(!(typeof data45.url === "string")){validate21.errors = [{instancePath:instancePath+"/externalDocs/url",schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid32 = _errs131 === errors;}else {var valid32 = true;}}}}}else {validate21.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs125 === errors;}else {var valid0 = true;}if(valid0){if(data.deprecated !== undefined){const _errs133 = errors;if(typeof data.deprecated !== "boolean"){validate21.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs133 === errors;}else {var valid0 = true;}if(valid0){if(data.xml !== undefined){let data49 = data.xml;const _errs135 = errors;const _errs136 = errors;if(errors === _errs136){if(data49 && typeof data49 == "object" && !Array.isArray(data49)){const _errs138 = errors;for(const key11 in data49){if(!((((((key11 === "name") || (key11 === "namespace")) || (key11 === "prefix")) || (key11 === "attribute")) || (key11 === "wrapped")) || (pattern0.test(key11)))){validate21.errors = [{instancePath:instancePath+"/xml",schemaPath:"#/definitions/XML/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"}];return false;}}if(_errs138 === errors){if(data49.name !== undefined){const _errs139 = errors;if(typeof data49.name !== "string"){validate21.errors = [{instancePath:instancePath+"/xml/name",schemaPath:"#/definitions/XML/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid34 = _errs139 === errors;}else {var valid34 = true;}if(valid34){if(data49.namespace !== undefined){const _errs141 = errors;if(errors === _errs141){if(errors === _errs141){if(!(typeof data49.namespace === "string")){validate21.errors = [{instancePath:instancePath+"/xml/namespace",schemaPath:"#/definitions/XML/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid34 = _errs141 === errors;}else {var valid34 = true;}if(valid34){if(data49.prefix !== undefined){const _errs143 = errors;if(typeof data49.prefix !== "string"){validate21.errors = [{instancePath:instancePath+"/xml/prefix",schemaPath:"#/definitions/XML/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid34 = _errs143 === errors;}else {var valid34 = true;}if(valid34){if(data49.attribute !== undefined){const _errs145 = errors;if(typeof data49.attribute !== "boolean"){validate21.errors = [{instancePath:instancePath+"/xml/attribute",schemaPath:"#/definitions/XML/properties/attribute/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid34 = _errs145 === errors;}else {var valid34 = true;}if(valid34){if(data49.wrapped !== undefined){const _errs147 = errors;if(typeof data49.wrapped !== "boolean"){validate21.errors = [{instancePath:instancePath+"/xml/wrapped",schemaPath:"#/definitions/XML/properties/wrapped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid34 = _errs147 === errors;}else {var valid34 = true;}}}}}}}else {validate21.errors = [{instancePath:instancePath+"/xml",schemaPath:"#/definitions/XML/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs135 === errors;}else {var valid0 = true;}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}else {validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate21.errors = vErrors;return errors === 0;}const schema44 = {"properties":{"style":{"enum":["form","spaceDelimited","pipeDelimited","deepObject"]}}};const schema45 = {"properties":{"description":{"type":"string"},"required":{"type":"boolean","default":false},"deprecated":{"type":"boolean","default":false},"allowEmptyValue":{"type":"boolean","default":false},"style":{"type":"string","enum":["simple"],"default":"simple"},"explode":{"type":"boolean"},"allowReserved":{"type":"boolean","default":false},"schema":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]},"content":{"type":"object","additionalProperties":{"$ref":"#/definitions/MediaType"},"minProperties":1,"maxProperties":1},"example":{},"examples":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Example"},{"$ref":"#/definitions/Reference"}]}}}};const wrapper7 = {validate: validate23};function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;const _errs3 = errors;const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(((data.example === undefined) && ("example")) || ((data.examples === undefined) && ("examples"))){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var valid2 = _errs4 === errors;if(valid2){validate26.errors = [{instancePath,schemaPath:"#/definitions/ExampleXORExamples/not",keyword:"not",params:{},message:"must NOT be valid"}];return false;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}var valid0 = _errs1 === errors;if(valid0){const _errs5 = errors;const _errs7 = errors;const _errs8 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(((data.schema === undefined) && ("schema")) || ((data.content === undefined) && ("content"))){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var valid4 = _errs8 === errors;if(valid4){validate26.errors = [{instancePath,schemaPath:"#/definitions/SchemaXORContent/not",keyword:"not",params:{},message:"must NOT be valid"}];return false;}else {errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}const _errs9 = errors;let valid5 = false;let passing0 = null;const _errs10 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.schema === undefined) && (missing2 = "schema")){const err2 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/0/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs10 === errors;if(_valid0){valid5 = true;passing0 = 0;}const _errs11 = errors;const _errs12 = errors;const _errs13 = errors;const _errs14 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.style === undefined) && ("style")){const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid7 = _errs14 === errors;if(valid7){const err4 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs13;if(vErrors !== null){if(_errs13){vErrors.length = _errs13;}else {vErrors = null;}}}var valid6 = _errs12 === errors;if(valid6){const _errs15 = errors;const _errs16 = errors;const _errs17 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.explode === undefined) && ("explode")){const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}var valid8 = _errs17 === errors;if(valid8){const err6 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {errors = _errs16;if(vErrors !== null){if(_errs16){vErrors.length = _errs16;}else {vErrors = null;}}}var valid6 = _errs15 === errors;if(valid6){const _errs18 = errors;const _errs19 = errors;const _errs20 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.allowReserved === undefined) && ("allowReserved")){const err7 = {};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}var valid9 = _errs20 === errors;if(valid9){const err8 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}else {errors = _errs19;if(vErrors !== null){if(_errs19){vErrors.length = _errs19;}else {vErrors = null;}}}var valid6 = _errs18 === errors;if(valid6){const _errs21 = errors;const _errs22 = errors;const _errs23 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.example === undefined) && ("example")){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}var valid10 = _errs23 === errors;if(valid10){const err10 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}else {errors = _errs22;if(vErrors !== null){if(_errs22){vErrors.length = _errs22;}else {vErrors = null;}}}var valid6 = _errs21 === errors;if(valid6){const _errs24 = errors;const _errs25 = errors;const _errs26 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.examples === undefined) && ("examples")){const err11 = {};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}var valid11 = _errs26 === errors;if(valid11){const err12 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/4/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}else {errors = _errs25;if(vErrors !== null){if(_errs25){vErrors.length = _errs25;}else {vErrors = null;}}}var valid6 = _errs24 === errors;}}}}if(errors === _errs11){if(data && typeof data == "object" && !Array.isArray(data)){let missing8;if((data.content === undefined) && (missing8 = "content")){const err13 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}var _valid0 = _errs11 === errors;if(_valid0 && valid5){valid5 = false;passing0 = [passing0, 1];}else {if(_valid0){valid5 = true;passing0 = 1;}}if(!valid5){const err14 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;validate26.errors = vErrors;return false;}else {errors = _errs9;if(vErrors !== null){if(_errs9){vErrors.length = _errs9;}else {vErrors = null;}}}}var valid0 = _errs5 === errors;}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs27 = errors;for(const key0 in data){if(!((func3.call(schema45.properties, key0)) || (pattern0.test(key0)))){validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs27 === errors){if(data.description !== undefined){const _errs28 = errors;if(typeof data.description !== "string"){validate26.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid12 = _errs28 === errors;}else {var valid12 = true;}if(valid12){if(data.required !== undefined){const _errs30 = errors;if(typeof data.required !== "boolean"){validate26.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs30 === errors;}else {var valid12 = true;}if(valid12){if(data.deprecated !== undefined){const _errs32 = errors;if(typeof data.deprecated !== "boolean"){validate26.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs32 === errors;}else {var valid12 = true;}if(valid12){if(data.allowEmptyValue !== undefined){const _errs34 = errors;if(typeof data.allowEmptyValue !== "boolean"){validate26.errors = [{instancePath:instancePath+"/allowEmptyValue",schemaPath:"#/properties/allowEmptyValue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs34 === errors;}else {var valid12 = true;}if(valid12){if(data.style !== undefined){let data4 = data.style;const _errs36 = errors;if(typeof data4 !== "string"){validate26.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data4 === "simple")){validate26.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema45.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}var valid12 = _errs36 === errors;}else {var valid12 = true;}if(valid12){if(data.explode !== undefined){const _errs38 = errors;if(typeof data.explode !== "boolean"){validate26.errors = [{instancePath:instancePath+"/explode",schemaPath:"#/properties/explode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs38 === errors;}else {var valid12 = true;}if(valid12){if(data.allowReserved !== undefined){const _errs40 = errors;if(typeof data.allowReserved !== "boolean"){validate26.errors = [{instancePath:instancePath+"/allowReserved",schemaPath:"#/properties/allowReserved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid12 = _errs40 === errors;}else {var valid12 = true;}if(valid12){if(data.schema !== undefined){let data7 = data.schema;const _errs42 = errors;const _errs43 = errors;let valid13 = false;let passing1 = null;const _errs44 = errors;if(!(validate21(data7, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}var _valid1 = _errs44 === errors;if(_valid1){valid13 = true;passing1 = 0;}const _errs45 = errors;const _errs46 = errors;if(errors === _errs46){if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing9;if((data7.$ref === undefined) && (missing9 = "$ref")){const err15 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}else {var valid15 = true;for(const key1 in data7){if(pattern17.test(key1)){const _errs48 = errors;if(errors === _errs48){if(errors === _errs48){if(!(typeof data7[key1] === "string")){const err16 = {instancePath:instancePath+"/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}var valid15 = _errs48 === errors;if(!valid15){break;}}}}}else {const err17 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}var _valid1 = _errs45 === errors;if(_valid1 && valid13){valid13 = false;passing1 = [passing1, 1];}else {if(_valid1){valid13 = true;passing1 = 1;}}if(!valid13){const err18 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;validate26.errors = vErrors;return false;}else {errors = _errs43;if(vErrors !== null){if(_errs43){vErrors.length = _errs43;}else {vErrors = null;}}}var valid12 = _errs42 === errors;}else {var valid12 = true;}if(valid12){if(data.content !== undefined){let data9 = data.content;const _errs50 = errors;if(errors === _errs50){if(data9 && typeof data9 == "object" && !Array.isArray(data9)){if(Object.keys(data9).length > 1){validate26.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"}];return false;}else {if(Object.keys(data9).length < 1){validate26.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];return false;}else {for(const key2 in data9){const _errs53 = errors;if(!(wrapper7.validate(data9[key2], {instancePath:instancePath+"/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData}))){vErrors = vErrors === null ? wrapper7.validate.errors : vErrors.concat(wrapper7.validate.errors);errors = vErrors.length;}var valid16 = _errs53 === errors;if(!valid16){break;}}}}}else {validate26.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid12 = _errs50 === errors;}else {var valid12 = true;}if(valid12){if(data.examples !== undefined){let data11 = data.examples;const _errs54 = errors;if(errors === _errs54){if(data11 && typeof data11 == "object" && !Array.isArray(data11)){for(const key3 in data11){let data12 = data11[key3];const _errs57 = errors;const _errs58 = errors;let valid18 = false;let passing2 = null;const _errs59 = errors;const _errs60 = errors;if(errors === _errs60){if(data12 && typeof data12 == "object" && !Array.isArray(data12)){const _errs62 = errors;for(const key4 in data12){if(!(((((key4 === "summary") || (key4 === "description")) || (key4 === "value")) || (key4 === "externalValue")) || (pattern0.test(key4)))){const err19 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;break;}}if(_errs62 === errors){if(data12.summary !== undefined){const _errs63 = errors;if(typeof data12.summary !== "string"){const err20 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",schemaPath:"#/definitions/Example/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}var valid20 = _errs63 === errors;}else {var valid20 = true;}if(valid20){if(data12.description !== undefined){const _errs65 = errors;if(typeof data12.description !== "string"){const err21 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/definitions/Example/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}var valid20 = _errs65 === errors;}else {var valid20 = true;}if(valid20){if(data12.externalValue !== undefined){const _errs67 = errors;if(errors === _errs67){if(errors === _errs67){if(!(typeof data12.externalValue === "string")){const err22 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",schemaPath:"#/definitions/Example/properties/externalValue/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}var valid20 = _errs67 === errors;}else {var valid20 = true;}}}}}else {const err23 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}var _valid2 = _errs59 === errors;if(_valid2){valid18 = true;passing2 = 0;}const _errs69 = errors;const _errs70 = errors;if(errors === _errs70){if(data12 && typeof data12 == "object" && !Array.isArray(data12)){let missing10;if((data12.$ref === undefined) && (missing10 = "$ref")){const err24 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}else {var valid22 = true;for(const key5 in data12){if(pattern17.test(key5)){const _errs72 = errors;if(errors === _errs72){if(errors === _errs72){if(!(typeof data12[key5] === "string")){const err25 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}var valid22 = _errs72 === errors;if(!valid22){break;}}}}}else {const err26 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}var _valid2 = _errs69 === errors;if(_valid2 && valid18){valid18 = false;passing2 = [passing2, 1];}else {if(_valid2){valid18 = true;passing2 = 1;}}if(!valid18){const err27 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/examples/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;validate26.errors = vErrors;return false;}else {errors = _errs58;if(vErrors !== null){if(_errs58){vErrors.length = _errs58;}else {vErrors = null;}}}var valid17 = _errs57 === errors;if(!valid17){break;}}}else {validate26.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid12 = _errs54 === errors;}else {var valid12 = true;}}}}}}}}}}}}else {validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate26.errors = vErrors;return errors === 0;}function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!(((((key0 === "contentType") || (key0 === "headers")) || (key0 === "style")) || (key0 === "explode")) || (key0 === "allowReserved"))){validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.contentType !== undefined){const _errs2 = errors;if(typeof data.contentType !== "string"){validate25.errors = [{instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.headers !== undefined){let data1 = data.headers;const _errs4 = errors;if(errors === _errs4){if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key1 in data1){const _errs7 = errors;if(!(validate26(data1[key1], {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}var valid1 = _errs7 === errors;if(!valid1){break;}}}else {validate25.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.style !== undefined){let data3 = data.style;const _errs8 = errors;if(typeof data3 !== "string"){validate25.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!((((data3 === "form") || (data3 === "spaceDelimited")) || (data3 === "pipeDelimited")) || (data3 === "deepObject"))){validate25.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema44.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.explode !== undefined){const _errs10 = errors;if(typeof data.explode !== "boolean"){validate25.errors = [{instancePath:instancePath+"/explode",schemaPath:"#/properties/explode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.allowReserved !== undefined){const _errs12 = errors;if(typeof data.allowReserved !== "boolean"){validate25.errors = [{instancePath:instancePath+"/allowReserved",schemaPath:"#/properties/allowReserved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs12 === errors;}else {var valid0 = true;}}}}}}}else {validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate25.errors = vErrors;return errors === 0;}function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs3 = errors;const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(((data.example === undefined) && ("example")) || ((data.examples === undefined) && ("examples"))){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var valid2 = _errs4 === errors;if(valid2){validate23.errors = [{instancePath,schemaPath:"#/definitions/ExampleXORExamples/not",keyword:"not",params:{},message:"must NOT be valid"}];return false;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs5 = errors;for(const key0 in data){if(!(((((key0 === "schema") || (key0 === "example")) || (key0 === "examples")) || (key0 === "encoding")) || (pattern0.test(key0)))){validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs5 === errors){if(data.schema !== undefined){let data0 = data.schema;const _errs6 = errors;const _errs7 = errors;let valid4 = false;let passing0 = null;const _errs8 = errors;if(!(validate21(data0, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}var _valid0 = _errs8 === errors;if(_valid0){valid4 = true;passing0 = 0;}const _errs9 = errors;const _errs10 = errors;if(errors === _errs10){if(data0 && typeof data0 == "object" && !Array.isArray(data0)){let missing1;if((data0.$ref === undefined) && (missing1 = "$ref")){const err1 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}else {var valid6 = true;for(const key1 in data0){if(pattern17.test(key1)){const _errs12 = errors;if(errors === _errs12){if(errors === _errs12){if(!(typeof data0[key1] === "string")){const err2 = {instancePath:instancePath+"/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}var valid6 = _errs12 === errors;if(!valid6){break;}}}}}else {const err3 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid0 = _errs9 === errors;if(_valid0 && valid4){valid4 = false;passing0 = [passing0, 1];}else {if(_valid0){valid4 = true;passing0 = 1;}}if(!valid4){const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;validate23.errors = vErrors;return false;}else {errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}}var valid3 = _errs6 === errors;}else {var valid3 = true;}if(valid3){if(data.examples !== undefined){let data2 = data.examples;const _errs14 = errors;if(errors === _errs14){if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key2 in data2){let data3 = data2[key2];const _errs17 = errors;const _errs18 = errors;let valid8 = false;let passing1 = null;const _errs19 = errors;const _errs20 = errors;if(errors === _errs20){if(data3 && typeof data3 == "object" && !Array.isArray(data3)){const _errs22 = errors;for(const key3 in data3){if(!(((((key3 === "summary") || (key3 === "description")) || (key3 === "value")) || (key3 === "externalValue")) || (pattern0.test(key3)))){const err5 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;break;}}if(_errs22 === errors){if(data3.summary !== undefined){const _errs23 = errors;if(typeof data3.summary !== "string"){const err6 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",schemaPath:"#/definitions/Example/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}var valid10 = _errs23 === errors;}else {var valid10 = true;}if(valid10){if(data3.description !== undefined){const _errs25 = errors;if(typeof data3.description !== "string"){const err7 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/definitions/Example/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}var valid10 = _errs25 === errors;}else {var valid10 = true;}if(valid10){if(data3.externalValue !== undefined){const _errs27 = errors;if(errors === _errs27){if(errors === _errs27){if(!(typeof data3.externalValue === "string")){const err8 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",schemaPath:"#/definitions/Example/properties/externalValue/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}var valid10 = _errs27 === errors;}else {var valid10 = true;}}}}}else {const err9 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}var _valid1 = _errs19 === errors;if(_valid1){valid8 = true;passing1 = 0;}const _errs29 = errors;const _errs30 = errors;if(errors === _errs30){if(data3 && typeof data3 == "object" && !Array.isArray(data3)){let missing2;if((data3.$ref === undefined) && (missing2 = "$ref")){const err10 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}else {var valid12 = true;for(const key4 in data3){if(pattern17.test(key4)){const _errs32 = errors;if(errors === _errs32){if(errors === _errs32){if(!(typeof data3[key4] === "string")){const err11 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}var valid12 = _errs32 === errors;if(!valid12){break;}}}}}else {const err12 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}var _valid1 = _errs29 === errors;if(_valid1 && valid8){valid8 = false;passing1 = [passing1, 1];}else {if(_valid1){valid8 = true;passing1 = 1;}}if(!valid8){const err13 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/examples/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;validate23.errors = vErrors;return false;}else {errors = _errs18;if(vErrors !== null){if(_errs18){vErrors.length = _errs18;}else {vErrors = null;}}}var valid7 = _errs17 === errors;if(!valid7){break;}}}else {validate23.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid3 = _errs14 === errors;}else {var valid3 = true;}if(valid3){if(data.encoding !== undefined){let data8 = data.encoding;const _errs34 = errors;if(errors === _errs34){if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key5 in data8){const _errs37 = errors;if(!(validate25(data8[key5], {instancePath:instancePath+"/encoding/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key5,rootData}))){vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);errors = vErrors.length;}var valid13 = _errs37 === errors;if(!valid13){break;}}}else {validate23.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid3 = _errs34 === errors;}else {var valid3 = true;}}}}}else {validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate23.errors = vErrors;return errors === 0;}function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;const _errs3 = errors;const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(((data.example === undefined) && ("example")) || ((data.examples === undefined) && ("examples"))){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var valid2 = _errs4 === errors;if(valid2){validate20.errors = [{instancePath,schemaPath:"#/definitions/ExampleXORExamples/not",keyword:"not",params:{},message:"must NOT be valid"}];return false;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}var valid0 = _errs1 === errors;if(valid0){const _errs5 = errors;const _errs7 = errors;const _errs8 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(((data.schema === undefined) && ("schema")) || ((data.content === undefined) && ("content"))){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var valid4 = _errs8 === errors;if(valid4){validate20.errors = [{instancePath,schemaPath:"#/definitions/SchemaXORContent/not",keyword:"not",params:{},message:"must NOT be valid"}];return false;}else {errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}const _errs9 = errors;let valid5 = false;let passing0 = null;const _errs10 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.schema === undefined) && (missing2 = "schema")){const err2 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/0/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs10 === errors;if(_valid0){valid5 = true;passing0 = 0;}const _errs11 = errors;const _errs12 = errors;const _errs13 = errors;const _errs14 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.style === undefined) && ("style")){const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid7 = _errs14 === errors;if(valid7){const err4 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs13;if(vErrors !== null){if(_errs13){vErrors.length = _errs13;}else {vErrors = null;}}}var valid6 = _errs12 === errors;if(valid6){const _errs15 = errors;const _errs16 = errors;const _errs17 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.explode === undefined) && ("explode")){const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}var valid8 = _errs17 === errors;if(valid8){const err6 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {errors = _errs16;if(vErrors !== null){if(_errs16){vErrors.length = _errs16;}else {vErrors = null;}}}var valid6 = _errs15 === errors;if(valid6){const _errs18 = errors;const _errs19 = errors;const _errs20 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.allowReserved === undefined) && ("allowReserved")){const err7 = {};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}var valid9 = _errs20 === errors;if(valid9){const err8 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}else {errors = _errs19;if(vErrors !== null){if(_errs19){vErrors.length = _errs19;}else {vErrors = null;}}}var valid6 = _errs18 === errors;if(valid6){const _errs21 = errors;const _errs22 = errors;const _errs23 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.example === undefined) && ("example")){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}var valid10 = _errs23 === errors;if(valid10){const err10 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}else {errors = _errs22;if(vErrors !== null){if(_errs22){vErrors.length = _errs22;}else {vErrors = null;}}}var valid6 = _errs21 === errors;if(valid6){const _errs24 = errors;const _errs25 = errors;const _errs26 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.examples === undefined) && ("examples")){const err11 = {};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}var valid11 = _errs26 === errors;if(valid11){const err12 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/4/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}else {errors = _errs25;if(vErrors !== null){if(_errs25){vErrors.length = _errs25;}else {vErrors = null;}}}var valid6 = _errs24 === errors;}}}}if(errors === _errs11){if(data && typeof data == "object" && !Array.isArray(data)){let missing8;if((data.content === undefined) && (missing8 = "content")){const err13 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}var _valid0 = _errs11 === errors;if(_valid0 && valid5){valid5 = false;passing0 = [passing0, 1];}else {if(_valid0){valid5 = true;passing0 = 1;}}if(!valid5){const err14 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;validate20.errors = vErrors;return false;}else {errors = _errs9;if(vErrors !== null){if(_errs9){vErrors.length = _errs9;}else {vErrors = null;}}}}var valid0 = _errs5 === errors;if(valid0){const _errs27 = errors;const _errs29 = errors;let valid13 = false;let passing1 = null;const _errs30 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing9;if((data.required === undefined) && (missing9 = "required")){const err15 = {instancePath,schemaPath:"#/definitions/ParameterLocation/oneOf/0/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}else {if(data.in !== undefined){const _errs31 = errors;if(!(data.in === "path")){const err16 = {instancePath:instancePath+"/in",schemaPath:"#/definitions/ParameterLocation/oneOf/0/properties/in/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[0].properties.in.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}var valid14 = _errs31 === errors;}else {var valid14 = true;}if(valid14){if(data.style !== undefined){let data1 = data.style;const _errs32 = errors;if(!(((data1 === "matrix") || (data1 === "label")) || (data1 === "simple"))){const err17 = {instancePath:instancePath+"/style",schemaPath:"#/definitions/ParameterLocation/oneOf/0/properties/style/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[0].properties.style.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}var valid14 = _errs32 === errors;}else {var valid14 = true;}if(valid14){if(data.required !== undefined){const _errs33 = errors;if(!(data.required === true)){const err18 = {instancePath:instancePath+"/required",schemaPath:"#/definitions/ParameterLocation/oneOf/0/properties/required/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[0].properties.required.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}var valid14 = _errs33 === errors;}else {var valid14 = true;}}}}}var _valid1 = _errs30 === errors;if(_valid1){valid13 = true;passing1 = 0;}const _errs34 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.in !== undefined){const _errs35 = errors;if(!(data.in === "query")){const err19 = {instancePath:instancePath+"/in",schemaPath:"#/definitions/ParameterLocation/oneOf/1/properties/in/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[1].properties.in.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}var valid15 = _errs35 === errors;}else {var valid15 = true;}if(valid15){if(data.style !== undefined){let data4 = data.style;const _errs36 = errors;if(!((((data4 === "form") || (data4 === "spaceDelimited")) || (data4 === "pipeDelimited")) || (data4 === "deepObject"))){const err20 = {instancePath:instancePath+"/style",schemaPath:"#/definitions/ParameterLocation/oneOf/1/properties/style/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[1].properties.style.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}var valid15 = _errs36 === errors;}else {var valid15 = true;}}}var _valid1 = _errs34 === errors;if(_valid1 && valid13){valid13 = false;passing1 = [passing1, 1];}else {if(_valid1){valid13 = true;passing1 = 1;}const _errs37 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.in !== undefined){const _errs38 = errors;if(!(data.in === "header")){const err21 = {instancePath:instancePath+"/in",schemaPath:"#/definitions/ParameterLocation/oneOf/2/properties/in/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[2].properties.in.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}var valid16 = _errs38 === errors;}else {var valid16 = true;}if(valid16){if(data.style !== undefined){const _errs39 = errors;if(!(data.style === "simple")){const err22 = {instancePath:instancePath+"/style",schemaPath:"#/definitions/ParameterLocation/oneOf/2/properties/style/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[2].properties.style.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}var valid16 = _errs39 === errors;}else {var valid16 = true;}}}var _valid1 = _errs37 === errors;if(_valid1 && valid13){valid13 = false;passing1 = [passing1, 2];}else {if(_valid1){valid13 = true;passing1 = 2;}const _errs40 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.in !== undefined){const _errs41 = errors;if(!(data.in === "cookie")){const err23 = {instancePath:instancePath+"/in",schemaPath:"#/definitions/ParameterLocation/oneOf/3/properties/in/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[3].properties.in.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}var valid17 = _errs41 === errors;}else {var valid17 = true;}if(valid17){if(data.style !== undefined){const _errs42 = errors;if(!(data.style === "form")){const err24 = {instancePath:instancePath+"/style",schemaPath:"#/definitions/ParameterLocation/oneOf/3/properties/style/enum",keyword:"enum",params:{allowedValues: schema26.oneOf[3].properties.style.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}var valid17 = _errs42 === errors;}else {var valid17 = true;}}}var _valid1 = _errs40 === errors;if(_valid1 && valid13){valid13 = false;passing1 = [passing1, 3];}else {if(_valid1){valid13 = true;passing1 = 3;}}}}if(!valid13){const err25 = {instancePath,schemaPath:"#/definitions/ParameterLocation/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;validate20.errors = vErrors;return false;}else {errors = _errs29;if(vErrors !== null){if(_errs29){vErrors.length = _errs29;}else {vErrors = null;}}}var valid0 = _errs27 === errors;}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing10;if(((data.name === undefined) && (missing10 = "name")) || ((data.in === undefined) && (missing10 = "in"))){validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];return false;}else {const _errs43 = errors;for(const key0 in data){if(!((func3.call(schema23.properties, key0)) || (pattern0.test(key0)))){validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs43 === errors){if(data.name !== undefined){const _errs44 = errors;if(typeof data.name !== "string"){validate20.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid18 = _errs44 === errors;}else {var valid18 = true;}if(valid18){if(data.in !== undefined){const _errs46 = errors;if(typeof data.in !== "string"){validate20.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid18 = _errs46 === errors;}else {var valid18 = true;}if(valid18){if(data.description !== undefined){const _errs48 = errors;if(typeof data.description !== "string"){validate20.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid18 = _errs48 === errors;}else {var valid18 = true;}if(valid18){if(data.required !== undefined){const _errs50 = errors;if(typeof data.required !== "boolean"){validate20.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid18 = _errs50 === errors;}else {var valid18 = true;}if(valid18){if(data.deprecated !== undefined){const _errs52 = errors;if(typeof data.deprecated !== "boolean"){validate20.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid18 = _errs52 === errors;}else {var valid18 = true;}if(valid18){if(data.allowEmptyValue !== undefined){const _errs54 = errors;if(typeof data.allowEmptyValue !== "boolean"){validate20.errors = [{instancePath:instancePath+"/allowEmptyValue",schemaPath:"#/properties/allowEmptyValue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid18 = _errs54 === errors;}else {var valid18 = true;}if(valid18){if(data.style !== undefined){const _errs56 = errors;if(typeof data.style !== "string"){validate20.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid18 = _errs56 === errors;}else {var valid18 = true;}if(valid18){if(data.explode !== undefined){const _errs58 = errors;if(typeof data.explode !== "boolean"){validate20.errors = [{instancePath:instancePath+"/explode",schemaPath:"#/properties/explode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid18 = _errs58 === errors;}else {var valid18 = true;}if(valid18){if(data.allowReserved !== undefined){const _errs60 = errors;if(typeof data.allowReserved !== "boolean"){validate20.errors = [{instancePath:instancePath+"/allowReserved",schemaPath:"#/properties/allowReserved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid18 = _errs60 === errors;}else {var valid18 = true;}if(valid18){if(data.schema !== undefined){let data18 = data.schema;const _errs62 = errors;const _errs63 = errors;let valid19 = false;let passing2 = null;const _errs64 = errors;if(!(validate21(data18, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}var _valid2 = _errs64 === errors;if(_valid2){valid19 = true;passing2 = 0;}const _errs65 = errors;const _errs66 = errors;if(errors === _errs66){if(data18 && typeof data18 == "object" && !Array.isArray(data18)){let missing11;if((data18.$ref === undefined) && (missing11 = "$ref")){const err26 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}else {var valid21 = true;for(const key1 in data18){if(pattern17.test(key1)){const _errs68 = errors;if(errors === _errs68){if(errors === _errs68){if(!(typeof data18[key1] === "string")){const err27 = {instancePath:instancePath+"/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}}var valid21 = _errs68 === errors;if(!valid21){break;}}}}}else {const err28 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}var _valid2 = _errs65 === errors;if(_valid2 && valid19){valid19 = false;passing2 = [passing2, 1];}else {if(_valid2){valid19 = true;passing2 = 1;}}if(!valid19){const err29 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;validate20.errors = vErrors;return false;}else {errors = _errs63;if(vErrors !== null){if(_errs63){vErrors.length = _errs63;}else {vErrors = null;}}}var valid18 = _errs62 === errors;}else {var valid18 = true;}if(valid18){if(data.content !== undefined){let data20 = data.content;const _errs70 = errors;if(errors === _errs70){if(data20 && typeof data20 == "object" && !Array.isArray(data20)){if(Object.keys(data20).length > 1){validate20.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"}];return false;}else {if(Object.keys(data20).length < 1){validate20.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];return false;}else {for(const key2 in data20){const _errs73 = errors;if(!(validate23(data20[key2], {instancePath:instancePath+"/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data20,parentDataProperty:key2,rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid22 = _errs73 === errors;if(!valid22){break;}}}}}else {validate20.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid18 = _errs70 === errors;}else {var valid18 = true;}if(valid18){if(data.examples !== undefined){let data22 = data.examples;const _errs74 = errors;if(errors === _errs74){if(data22 && typeof data22 == "object" && !Array.isArray(data22)){for(const key3 in data22){let data23 = data22[key3];const _errs77 = errors;const _errs78 = errors;let valid24 = false;let passing3 = null;const _errs79 = errors;const _errs80 = errors;if(errors === _errs80){if(data23 && typeof data23 == "object" && !Array.isArray(data23)){const _errs82 = errors;for(const key4 in data23){if(!(((((key4 === "summary") || (key4 === "description")) || (key4 === "value")) || (key4 === "externalValue")) || (pattern0.test(key4)))){const err30 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;break;}}if(_errs82 === errors){if(data23.summary !== undefined){const _errs83 = errors;if(typeof data23.summary !== "string"){const err31 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",schemaPath:"#/definitions/Example/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}var valid26 = _errs83 === errors;}else {var valid26 = true;}if(valid26){if(data23.description !== undefined){const _errs85 = errors;if(typeof data23.description !== "string"){const err32 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/definitions/Example/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}var valid26 = _errs85 === errors;}else {var valid26 = true;}if(valid26){if(data23.externalValue !== undefined){const _errs87 = errors;if(errors === _errs87){if(errors === _errs87){if(!(typeof data23.externalValue === "string")){const err33 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",schemaPath:"#/definitions/Example/properties/externalValue/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}}var valid26 = _errs87 === errors;}else {var valid26 = true;}}}}}else {const err34 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}var _valid3 = _errs79 === errors;if(_valid3){valid24 = true;passing3 = 0;}const _errs89 = errors;const _errs90 = errors;if(errors === _errs90){if(data23 && typeof data23 == "object" && !Array.isArray(data23)){let missing12;if((data23.$ref === undefined) && (missing12 = "$ref")){const err35 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}else {var valid28 = true;for(const key5 in data23){if(pattern17.test(key5)){const _errs92 = errors;if(errors === _errs92){if(errors === _errs92){if(!(typeof data23[key5] === "string")){const err36 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}}var valid28 = _errs92 === errors;if(!valid28){break;}}}}}else {const err37 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}var _valid3 = _errs89 === errors;if(_valid3 && valid24){valid24 = false;passing3 = [passing3, 1];}else {if(_valid3){valid24 = true;passing3 = 1;}}if(!valid24){const err38 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/examples/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;validate20.errors = vErrors;return false;}else {errors = _errs78;if(vErrors !== null){if(_errs78){vErrors.length = _errs78;}else {vErrors = null;}}}var valid23 = _errs77 === errors;if(!valid23){break;}}}else {validate20.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid18 = _errs74 === errors;}else {var valid18 = true;}}}}}}}}}}}}}}}else {validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate20.errors = vErrors;return errors === 0;}const schema54 = {"properties":{"tags":{"type":"array","items":{"type":"string"}},"summary":{"type":"string"},"description":{"type":"string"},"externalDocs":{"$ref":"#/definitions/ExternalDocumentation"},"operationId":{"type":"string"},"parameters":{"type":"array","items":{"oneOf":[{"$ref":"#/definitions/Parameter"},{"$ref":"#/definitions/Reference"}]},"uniqueItems":true},"requestBody":{"oneOf":[{"$ref":"#/definitions/RequestBody"},{"$ref":"#/definitions/Reference"}]},"responses":{"$ref":"#/definitions/Responses"},"callbacks":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Callback"},{"$ref":"#/definitions/Reference"}]}},"deprecated":{"type":"boolean","default":false},"security":{"type":"array","items":{"$ref":"#/definitions/SecurityRequirement"}},"servers":{"type":"array","items":{"$ref":"#/definitions/Server"}}}};const func0 = /*@__PURE__*/ requireEqual().default;function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.content === undefined) && (missing0 = "content")){validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((((key0 === "description") || (key0 === "content")) || (key0 === "required")) || (pattern0.test(key0)))){validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate34.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.content !== undefined){let data1 = data.content;const _errs4 = errors;if(errors === _errs4){if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key1 in data1){const _errs7 = errors;if(!(validate23(data1[key1], {instancePath:instancePath+"/content/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid1 = _errs7 === errors;if(!valid1){break;}}}else {validate34.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.required !== undefined){const _errs8 = errors;if(typeof data.required !== "boolean"){validate34.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}}}}}}else {validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate34.errors = vErrors;return errors === 0;}const pattern44 = new RegExp("^[1-5](?:\\d{2}|XX)$", "u");function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(((data.operationId === undefined) && ("operationId")) || ((data.operationRef === undefined) && ("operationRef"))){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var valid0 = _errs2 === errors;if(valid0){validate41.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];return false;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs3 = errors;for(const key0 in data){if(!(((((((key0 === "operationId") || (key0 === "operationRef")) || (key0 === "parameters")) || (key0 === "requestBody")) || (key0 === "description")) || (key0 === "server")) || (pattern0.test(key0)))){validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs3 === errors){if(data.operationId !== undefined){const _errs4 = errors;if(typeof data.operationId !== "string"){validate41.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs4 === errors;}else {var valid1 = true;}if(valid1){if(data.operationRef !== undefined){const _errs6 = errors;if(errors === _errs6){if(errors === _errs6){if(!(typeof data.operationRef === "string")){validate41.errors = [{instancePath:instancePath+"/operationRef",schemaPath:"#/properties/operationRef/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid1 = _errs6 === errors;}else {var valid1 = true;}if(valid1){if(data.parameters !== undefined){let data2 = data.parameters;const _errs8 = errors;if(errors === _errs8){if(data2 && typeof data2 == "object" && !Array.isArray(data2));else {validate41.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid1 = _errs8 === errors;}else {var valid1 = true;}if(valid1){if(data.description !== undefined){const _errs11 = errors;if(typeof data.description !== "string"){validate41.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs11 === errors;}else {var valid1 = true;}if(valid1){if(data.server !== undefined){const _errs13 = errors;if(!(validate13(data.server, {instancePath:instancePath+"/server",parentData:data,parentDataProperty:"server",rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}var valid1 = _errs13 === errors;}else {var valid1 = true;}}}}}}}else {validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate41.errors = vErrors;return errors === 0;}function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.description === undefined) && (missing0 = "description")){validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(((((key0 === "description") || (key0 === "headers")) || (key0 === "content")) || (key0 === "links")) || (pattern0.test(key0)))){validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate38.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.headers !== undefined){let data1 = data.headers;const _errs4 = errors;if(errors === _errs4){if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key1 in data1){let data2 = data1[key1];const _errs7 = errors;const _errs8 = errors;let valid2 = false;let passing0 = null;const _errs9 = errors;if(!(validate26(data2, {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}var _valid0 = _errs9 === errors;if(_valid0){valid2 = true;passing0 = 0;}const _errs10 = errors;const _errs11 = errors;if(errors === _errs11){if(data2 && typeof data2 == "object" && !Array.isArray(data2)){let missing1;if((data2.$ref === undefined) && (missing1 = "$ref")){const err0 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {var valid4 = true;for(const key2 in data2){if(pattern17.test(key2)){const _errs13 = errors;if(errors === _errs13){if(errors === _errs13){if(!(typeof data2[key2] === "string")){const err1 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}var valid4 = _errs13 === errors;if(!valid4){break;}}}}}else {const err2 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs10 === errors;if(_valid0 && valid2){valid2 = false;passing0 = [passing0, 1];}else {if(_valid0){valid2 = true;passing0 = 1;}}if(!valid2){const err3 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate38.errors = vErrors;return false;}else {errors = _errs8;if(vErrors !== null){if(_errs8){vErrors.length = _errs8;}else {vErrors = null;}}}var valid1 = _errs7 === errors;if(!valid1){break;}}}else {validate38.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.content !== undefined){let data4 = data.content;const _errs15 = errors;if(errors === _errs15){if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key3 in data4){const _errs18 = errors;if(!(validate23(data4[key3], {instancePath:instancePath+"/content/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}var valid5 = _errs18 === errors;if(!valid5){break;}}}else {validate38.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs15 === errors;}else {var valid0 = true;}if(valid0){if(data.links !== undefined){let data6 = data.links;const _errs19 = errors;if(errors === _errs19){if(data6 && typeof data6 == "object" && !Array.isArray(data6)){for(const key4 in data6){let data7 = data6[key4];const _errs22 = errors;const _errs23 = errors;let valid7 = false;let passing1 = null;const _errs24 = errors;if(!(validate41(data7, {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key4,rootData}))){vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);errors = vErrors.length;}var _valid1 = _errs24 === errors;if(_valid1){valid7 = true;passing1 = 0;}const _errs25 = errors;const _errs26 = errors;if(errors === _errs26){if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing2;if((data7.$ref === undefined) && (missing2 = "$ref")){const err4 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {var valid9 = true;for(const key5 in data7){if(pattern17.test(key5)){const _errs28 = errors;if(errors === _errs28){if(errors === _errs28){if(!(typeof data7[key5] === "string")){const err5 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}var valid9 = _errs28 === errors;if(!valid9){break;}}}}}else {const err6 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid1 = _errs25 === errors;if(_valid1 && valid7){valid7 = false;passing1 = [passing1, 1];}else {if(_valid1){valid7 = true;passing1 = 1;}}if(!valid7){const err7 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/links/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;validate38.errors = vErrors;return false;}else {errors = _errs23;if(vErrors !== null){if(_errs23){vErrors.length = _errs23;}else {vErrors = null;}}}var valid6 = _errs22 === errors;if(!valid6){break;}}}else {validate38.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs19 === errors;}else {var valid0 = true;}}}}}}}else {validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate38.errors = vErrors;return errors === 0;}function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(Object.keys(data).length < 1){validate37.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(((key0 === "default") || (pattern44.test(key0))) || (pattern0.test(key0)))){validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.default !== undefined){let data0 = data.default;const _errs2 = errors;const _errs3 = errors;let valid1 = false;let passing0 = null;const _errs4 = errors;if(!(validate38(data0, {instancePath:instancePath+"/default",parentData:data,parentDataProperty:"default",rootData}))){vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);errors = vErrors.length;}var _valid0 = _errs4 === errors;if(_valid0){valid1 = true;passing0 = 0;}const _errs5 = errors;const _errs6 = errors;if(errors === _errs6){if(data0 && typeof data0 == "object" && !Array.isArray(data0)){let missing0;if((data0.$ref === undefined) && (missing0 = "$ref")){const err0 = {instancePath:instancePath+"/default",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {var valid3 = true;for(const key1 in data0){if(pattern17.test(key1)){const _errs8 = errors;if(errors === _errs8){if(errors === _errs8){if(!(typeof data0[key1] === "string")){const err1 = {instancePath:instancePath+"/default/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}var valid3 = _errs8 === errors;if(!valid3){break;}}}}}else {const err2 = {instancePath:instancePath+"/default",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs5 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 1];}else {if(_valid0){valid1 = true;passing0 = 1;}}if(!valid1){const err3 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate37.errors = vErrors;return false;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){var valid4 = true;for(const key2 in data){if(pattern44.test(key2)){let data2 = data[key2];const _errs10 = errors;const _errs11 = errors;let valid5 = false;let passing1 = null;const _errs12 = errors;if(!(validate38(data2, {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key2,rootData}))){vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);errors = vErrors.length;}var _valid1 = _errs12 === errors;if(_valid1){valid5 = true;passing1 = 0;}const _errs13 = errors;const _errs14 = errors;if(errors === _errs14){if(data2 && typeof data2 == "object" && !Array.isArray(data2)){let missing1;if((data2.$ref === undefined) && (missing1 = "$ref")){const err4 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {var valid7 = true;for(const key3 in data2){if(pattern17.test(key3)){const _errs16 = errors;if(errors === _errs16){if(errors === _errs16){if(!(typeof data2[key3] === "string")){const err5 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}var valid7 = _errs16 === errors;if(!valid7){break;}}}}}else {const err6 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid1 = _errs13 === errors;if(_valid1 && valid5){valid5 = false;passing1 = [passing1, 1];}else {if(_valid1){valid5 = true;passing1 = 1;}}if(!valid5){const err7 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E%5B1-5%5D(%3F%3A%5Cd%7B2%7D%7CXX)%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;validate37.errors = vErrors;return false;}else {errors = _errs11;if(vErrors !== null){if(_errs11){vErrors.length = _errs11;}else {vErrors = null;}}}var valid4 = _errs10 === errors;if(!valid4){break;}}}if(valid4){var valid4 = true;}}}}}else {validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate37.errors = vErrors;return errors === 0;}const wrapper8 = {validate: validate18};function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(pattern0.test(key0))){const _errs2 = errors;if(!(wrapper8.validate(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){vErrors = vErrors === null ? wrapper8.validate.errors : vErrors.concat(wrapper8.validate.errors);errors = vErrors.length;}var valid0 = _errs2 === errors;if(!valid0){break;}}}}else {validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate47.errors = vErrors;return errors === 0;}function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.responses === undefined) && (missing0 = "responses")){validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((func3.call(schema54.properties, key0)) || (pattern0.test(key0)))){validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.tags !== undefined){let data0 = data.tags;const _errs2 = errors;if(errors === _errs2){if(Array.isArray(data0)){var valid1 = true;const len0 = data0.length;for(let i0=0; i0<len0; i0++){const _errs4 = errors;if(typeof data0[i0] !== "string"){validate32.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid1 = _errs4 === errors;if(!valid1){break;}}}else {validate32.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.summary !== undefined){const _errs6 = errors;if(typeof data.summary !== "string"){validate32.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs8 = errors;if(typeof data.description !== "string"){validate32.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){let data4 = data.externalDocs;const _errs10 = errors;const _errs11 = errors;if(errors === _errs11){if(data4 && typeof data4 == "object" && !Array.isArray(data4)){let missing1;if((data4.url === undefined) && (missing1 = "url")){validate32.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {const _errs13 = errors;for(const key1 in data4){if(!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))){validate32.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}if(_errs13 === errors){if(data4.description !== undefined){const _errs14 = errors;if(typeof data4.description !== "string"){validate32.errors = [{instancePath:instancePath+"/externalDocs/description",schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs14 === errors;}else {var valid3 = true;}if(valid3){if(data4.url !== undefined){const _errs16 = errors;if(errors === _errs16){if(errors === _errs16){if(!(typeof data4.url === "string")){validate32.errors = [{instancePath:instancePath+"/externalDocs/url",schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid3 = _errs16 === errors;}else {var valid3 = true;}}}}}else {validate32.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs10 === errors;}else {var valid0 = true;}if(valid0){if(data.operationId !== undefined){const _errs18 = errors;if(typeof data.operationId !== "string"){validate32.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs18 === errors;}else {var valid0 = true;}if(valid0){if(data.parameters !== undefined){let data8 = data.parameters;const _errs20 = errors;if(errors === _errs20){if(Array.isArray(data8)){var valid4 = true;const len1 = data8.length;for(let i1=0; i1<len1; i1++){let data9 = data8[i1];const _errs22 = errors;const _errs23 = errors;let valid5 = false;let passing0 = null;const _errs24 = errors;if(!(validate20(data9, {instancePath:instancePath+"/parameters/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);errors = vErrors.length;}var _valid0 = _errs24 === errors;if(_valid0){valid5 = true;passing0 = 0;}const _errs25 = errors;const _errs26 = errors;if(errors === _errs26){if(data9 && typeof data9 == "object" && !Array.isArray(data9)){let missing2;if((data9.$ref === undefined) && (missing2 = "$ref")){const err0 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {var valid7 = true;for(const key2 in data9){if(pattern17.test(key2)){const _errs28 = errors;if(errors === _errs28){if(errors === _errs28){if(!(typeof data9[key2] === "string")){const err1 = {instancePath:instancePath+"/parameters/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}var valid7 = _errs28 === errors;if(!valid7){break;}}}}}else {const err2 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs25 === errors;if(_valid0 && valid5){valid5 = false;passing0 = [passing0, 1];}else {if(_valid0){valid5 = true;passing0 = 1;}}if(!valid5){const err3 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/properties/parameters/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate32.errors = vErrors;return false;}else {errors = _errs23;if(vErrors !== null){if(_errs23){vErrors.length = _errs23;}else {vErrors = null;}}}var valid4 = _errs22 === errors;if(!valid4){break;}}if(valid4){let i2 = data8.length;let j0;if(i2 > 1){for(;i2--;){for(j0 = i2; j0--;){if(func0(data8[i2], data8[j0])){validate32.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"}];return false;}}}}}}else {validate32.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs20 === errors;}else {var valid0 = true;}if(valid0){if(data.requestBody !== undefined){let data11 = data.requestBody;const _errs30 = errors;const _errs31 = errors;let valid9 = false;let passing1 = null;const _errs32 = errors;if(!(validate34(data11, {instancePath:instancePath+"/requestBody",parentData:data,parentDataProperty:"requestBody",rootData}))){vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);errors = vErrors.length;}var _valid1 = _errs32 === errors;if(_valid1){valid9 = true;passing1 = 0;}const _errs33 = errors;const _errs34 = errors;if(errors === _errs34){if(data11 && typeof data11 == "object" && !Array.isArray(data11)){let missing3;if((data11.$ref === undefined) && (missing3 = "$ref")){const err4 = {instancePath:instancePath+"/requestBody",schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {var valid11 = true;for(const key3 in data11){if(pattern17.test(key3)){const _errs36 = errors;if(errors === _errs36){if(errors === _errs36){if(!(typeof data11[key3] === "string")){const err5 = {instancePath:instancePath+"/requestBody/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}var valid11 = _errs36 === errors;if(!valid11){break;}}}}}else {const err6 = {instancePath:instancePath+"/requestBody",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid1 = _errs33 === errors;if(_valid1 && valid9){valid9 = false;passing1 = [passing1, 1];}else {if(_valid1){valid9 = true;passing1 = 1;}}if(!valid9){const err7 = {instancePath:instancePath+"/requestBody",schemaPath:"#/properties/requestBody/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;validate32.errors = vErrors;return false;}else {errors = _errs31;if(vErrors !== null){if(_errs31){vErrors.length = _errs31;}else {vErrors = null;}}}var valid0 = _errs30 === errors;}else {var valid0 = true;}if(valid0){if(data.responses !== undefined){const _errs38 = errors;if(!(validate37(data.responses, {instancePath:instancePath+"/responses",parentData:data,parentDataProperty:"responses",rootData}))){vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);errors = vErrors.length;}var valid0 = _errs38 === errors;}else {var valid0 = true;}if(valid0){if(data.callbacks !== undefined){let data14 = data.callbacks;const _errs39 = errors;if(errors === _errs39){if(data14 && typeof data14 == "object" && !Array.isArray(data14)){for(const key4 in data14){let data15 = data14[key4];const _errs42 = errors;const _errs43 = errors;let valid13 = false;let passing2 = null;const _errs44 = errors;if(!(validate47(data15, {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data14,parentDataProperty:key4,rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var _valid2 = _errs44 === errors;if(_valid2){valid13 = true;passing2 = 0;}const _errs45 = errors;const _errs46 = errors;if(errors === _errs46){if(data15 && typeof data15 == "object" && !Array.isArray(data15)){let missing4;if((data15.$ref === undefined) && (missing4 = "$ref")){const err8 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}else {var valid15 = true;for(const key5 in data15){if(pattern17.test(key5)){const _errs48 = errors;if(errors === _errs48){if(errors === _errs48){if(!(typeof data15[key5] === "string")){const err9 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}var valid15 = _errs48 === errors;if(!valid15){break;}}}}}else {const err10 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var _valid2 = _errs45 === errors;if(_valid2 && valid13){valid13 = false;passing2 = [passing2, 1];}else {if(_valid2){valid13 = true;passing2 = 1;}}if(!valid13){const err11 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/callbacks/additionalProperties/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;validate32.errors = vErrors;return false;}else {errors = _errs43;if(vErrors !== null){if(_errs43){vErrors.length = _errs43;}else {vErrors = null;}}}var valid12 = _errs42 === errors;if(!valid12){break;}}}else {validate32.errors = [{instancePath:instancePath+"/callbacks",schemaPath:"#/properties/callbacks/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs39 === errors;}else {var valid0 = true;}if(valid0){if(data.deprecated !== undefined){const _errs50 = errors;if(typeof data.deprecated !== "boolean"){validate32.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid0 = _errs50 === errors;}else {var valid0 = true;}if(valid0){if(data.security !== undefined){let data18 = data.security;const _errs52 = errors;if(errors === _errs52){if(Array.isArray(data18)){var valid16 = true;const len2 = data18.length;for(let i3=0; i3<len2; i3++){let data19 = data18[i3];const _errs54 = errors;const _errs55 = errors;if(errors === _errs55){if(data19 && typeof data19 == "object" && !Array.isArray(data19)){for(const key6 in data19){let data20 = data19[key6];const _errs58 = errors;if(errors === _errs58){if(Array.isArray(data20)){var valid19 = true;const len3 = data20.length;for(let i4=0; i4<len3; i4++){const _errs60 = errors;if(typeof data20[i4] !== "string"){validate32.errors = [{instancePath:instancePath+"/security/" + i3+"/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,schemaPath:"#/definitions/SecurityRequirement/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid19 = _errs60 === errors;if(!valid19){break;}}}else {validate32.errors = [{instancePath:instancePath+"/security/" + i3+"/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/SecurityRequirement/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid18 = _errs58 === errors;if(!valid18){break;}}}else {validate32.errors = [{instancePath:instancePath+"/security/" + i3,schemaPath:"#/definitions/SecurityRequirement/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid16 = _errs54 === errors;if(!valid16){break;}}}else {validate32.errors = [{instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs52 === errors;}else {var valid0 = true;}if(valid0){if(data.servers !== undefined){let data22 = data.servers;const _errs62 = errors;if(errors === _errs62){if(Array.isArray(data22)){var valid20 = true;const len4 = data22.length;for(let i5=0; i5<len4; i5++){const _errs64 = errors;if(!(validate13(data22[i5], {instancePath:instancePath+"/servers/" + i5,parentData:data22,parentDataProperty:i5,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}var valid20 = _errs64 === errors;if(!valid20){break;}}}else {validate32.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs62 === errors;}else {var valid0 = true;}}}}}}}}}}}}}}}else {validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate32.errors = vErrors;return errors === 0;}function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!(((((((key0 === "$ref") || (key0 === "summary")) || (key0 === "description")) || (key0 === "servers")) || (key0 === "parameters")) || (pattern13.test(key0))) || (pattern0.test(key0)))){validate18.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.$ref !== undefined){const _errs2 = errors;if(typeof data.$ref !== "string"){validate18.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/properties/%24ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.summary !== undefined){const _errs4 = errors;if(typeof data.summary !== "string"){validate18.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs6 = errors;if(typeof data.description !== "string"){validate18.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){if(data.servers !== undefined){let data3 = data.servers;const _errs8 = errors;if(errors === _errs8){if(Array.isArray(data3)){var valid1 = true;const len0 = data3.length;for(let i0=0; i0<len0; i0++){const _errs10 = errors;if(!(validate13(data3[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}var valid1 = _errs10 === errors;if(!valid1){break;}}}else {validate18.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs8 === errors;}else {var valid0 = true;}if(valid0){if(data.parameters !== undefined){let data5 = data.parameters;const _errs11 = errors;if(errors === _errs11){if(Array.isArray(data5)){var valid2 = true;const len1 = data5.length;for(let i1=0; i1<len1; i1++){let data6 = data5[i1];const _errs13 = errors;const _errs14 = errors;let valid3 = false;let passing0 = null;const _errs15 = errors;if(!(validate20(data6, {instancePath:instancePath+"/parameters/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);errors = vErrors.length;}var _valid0 = _errs15 === errors;if(_valid0){valid3 = true;passing0 = 0;}const _errs16 = errors;const _errs17 = errors;if(errors === _errs17){if(data6 && typeof data6 == "object" && !Array.isArray(data6)){let missing0;if((data6.$ref === undefined) && (missing0 = "$ref")){const err0 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {var valid5 = true;for(const key1 in data6){if(pattern17.test(key1)){const _errs19 = errors;if(errors === _errs19){if(errors === _errs19){if(!(typeof data6[key1] === "string")){const err1 = {instancePath:instancePath+"/parameters/" + i1+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}var valid5 = _errs19 === errors;if(!valid5){break;}}}}}else {const err2 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs16 === errors;if(_valid0 && valid3){valid3 = false;passing0 = [passing0, 1];}else {if(_valid0){valid3 = true;passing0 = 1;}}if(!valid3){const err3 = {instancePath:instancePath+"/parameters/" + i1,schemaPath:"#/properties/parameters/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate18.errors = vErrors;return false;}else {errors = _errs14;if(vErrors !== null){if(_errs14){vErrors.length = _errs14;}else {vErrors = null;}}}var valid2 = _errs13 === errors;if(!valid2){break;}}if(valid2){let i2 = data5.length;let j0;if(i2 > 1){for(;i2--;){for(j0 = i2; j0--;){if(func0(data5[i2], data5[j0])){validate18.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"}];return false;}}}}}}else {validate18.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs11 === errors;}else {var valid0 = true;}if(valid0){var valid7 = true;for(const key2 in data){if(pattern13.test(key2)){const _errs21 = errors;if(!(validate32(data[key2], {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key2,rootData}))){vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);errors = vErrors.length;}var valid7 = _errs21 === errors;if(!valid7){break;}}}if(valid7){var valid7 = true;}}}}}}}}else {validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate18.errors = vErrors;return errors === 0;}function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!((pattern10.test(key0)) || (pattern0.test(key0)))){validate17.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){var valid0 = true;for(const key1 in data){if(pattern10.test(key1)){const _errs2 = errors;if(!(validate18(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);errors = vErrors.length;}var valid0 = _errs2 === errors;if(!valid0){break;}}}if(valid0){var valid0 = true;}}}else {validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate17.errors = vErrors;return errors === 0;}const schema69 = {"properties":{"schemas":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]}}},"responses":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Response"}]}}},"parameters":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Parameter"}]}}},"examples":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Example"}]}}},"requestBodies":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/RequestBody"}]}}},"headers":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Header"}]}}},"securitySchemes":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/SecurityScheme"}]}}},"links":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Link"}]}}},"callbacks":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Callback"}]}}}}};const pattern59 = new RegExp("^[a-zA-Z0-9\\.\\-_]+$", "u");const schema79 = {"properties":{"type":{"enum":["apiKey"]},"in":{"enum":["header","query","cookie"]}}};const schema80 = {"properties":{"type":{"enum":["http"]}},"oneOf":[{"description":"Bearer","properties":{"scheme":{"enum":["bearer"]}}},{"description":"Non Bearer","not":{"required":["bearerFormat"]},"properties":{"scheme":{"not":{"enum":["bearer"]}}}}]};const schema87 = {"properties":{"type":{"enum":["openIdConnect"]}}};const schema81 = {"properties":{"type":{"enum":["oauth2"]}}};function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;{if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((key0 === "implicit") || (key0 === "password")) || (key0 === "clientCredentials")) || (key0 === "authorizationCode")) || (pattern0.test(key0)))){validate61.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}{if(data.implicit !== undefined){let data0 = data.implicit;const _errs2 = errors;{if(data0 && typeof data0 == "object" && !Array.isArray(data0)){let missing0;if(((data0.authorizationUrl === undefined) && (missing0 = "authorizationUrl")) || ((data0.scopes === undefined) && (missing0 = "scopes"))){validate61.errors = [{instancePath:instancePath+"/implicit",schemaPath:"#/definitions/ImplicitOAuthFlow/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {for(const key1 in data0){if(!((((key1 === "authorizationUrl") || (key1 === "refreshUrl")) || (key1 === "scopes")) || (pattern0.test(key1)))){validate61.errors = [{instancePath:instancePath+"/implicit",schemaPath:"#/definitions/ImplicitOAuthFlow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}{if(data0.authorizationUrl !== undefined){const _errs6 = errors;{{if(!(typeof data0.authorizationUrl === "string")){validate61.errors = [{instancePath:instancePath+"/implicit/authorizationUrl",schemaPath:"#/definitions/ImplicitOAuthFlow/properties/authorizationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(data0.refreshUrl !== undefined){const _errs8 = errors;{{if(!(typeof data0.refreshUrl === "string")){validate61.errors = [{instancePath:instancePath+"/implicit/refreshUrl",schemaPath:"#/definitions/ImplicitOAuthFlow/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs8 === errors;}else {var valid2 = true;}if(valid2){if(data0.scopes !== undefined){let data3 = data0.scopes;const _errs10 = errors;{if(data3 && typeof data3 == "object" && !Array.isArray(data3)){for(const key2 in data3){const _errs13 = errors;if(typeof data3[key2] !== "string"){validate61.errors = [{instancePath:instancePath+"/implicit/scopes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ImplicitOAuthFlow/properties/scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs13 === errors;if(!valid3){break;}}}else {validate61.errors = [{instancePath:instancePath+"/implicit/scopes",schemaPath:"#/definitions/ImplicitOAuthFlow/properties/scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs10 === errors;}else {var valid2 = true;}}}}}}else {validate61.errors = [{instancePath:instancePath+"/implicit",schemaPath:"#/definitions/ImplicitOAuthFlow/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.password !== undefined){let data5 = data.password;const _errs15 = errors;{if(data5 && typeof data5 == "object" && !Array.isArray(data5)){let missing1;if((data5.tokenUrl === undefined) && (missing1 = "tokenUrl")){validate61.errors = [{instancePath:instancePath+"/password",schemaPath:"#/definitions/PasswordOAuthFlow/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {for(const key3 in data5){if(!((((key3 === "tokenUrl") || (key3 === "refreshUrl")) || (key3 === "scopes")) || (pattern0.test(key3)))){validate61.errors = [{instancePath:instancePath+"/password",schemaPath:"#/definitions/PasswordOAuthFlow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];return false;}}{if(data5.tokenUrl !== undefined){const _errs19 = errors;{{if(!(typeof data5.tokenUrl === "string")){validate61.errors = [{instancePath:instancePath+"/password/tokenUrl",schemaPath:"#/definitions/PasswordOAuthFlow/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid5 = _errs19 === errors;}else {var valid5 = true;}if(valid5){if(data5.refreshUrl !== undefined){const _errs21 = errors;{{if(!(typeof data5.refreshUrl === "string")){validate61.errors = [{instancePath:instancePath+"/password/refreshUrl",schemaPath:"#/definitions/PasswordOAuthFlow/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid5 = _errs21 === errors;}else {var valid5 = true;}if(valid5){if(data5.scopes !== undefined){let data8 = data5.scopes;const _errs23 = errors;{if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key4 in data8){const _errs26 = errors;if(typeof data8[key4] !== "string"){validate61.errors = [{instancePath:instancePath+"/password/scopes/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/PasswordOAuthFlow/properties/scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid6 = _errs26 === errors;if(!valid6){break;}}}else {validate61.errors = [{instancePath:instancePath+"/password/scopes",schemaPath:"#/definitions/PasswordOAuthFlow/properties/scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid5 = _errs23 === errors;}else {var valid5 = true;}}}}}}else {validate61.errors = [{instancePath:instancePath+"/password",schemaPath:"#/definitions/PasswordOAuthFlow/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs15 === errors;}else {var valid0 = true;}if(valid0){if(data.clientCredentials !== undefined){let data10 = data.clientCredentials;const _errs28 = errors;{if(data10 && typeof data10 == "object" && !Array.isArray(data10)){let missing2;if((data10.tokenUrl === undefined) && (missing2 = "tokenUrl")){validate61.errors = [{instancePath:instancePath+"/clientCredentials",schemaPath:"#/definitions/ClientCredentialsFlow/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];return false;}else {for(const key5 in data10){if(!((((key5 === "tokenUrl") || (key5 === "refreshUrl")) || (key5 === "scopes")) || (pattern0.test(key5)))){validate61.errors = [{instancePath:instancePath+"/clientCredentials",schemaPath:"#/definitions/ClientCredentialsFlow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];return false;}}{if(data10.tokenUrl !== undefined){const _errs32 = errors;{{if(!(typeof data10.tokenUrl === "string")){validate61.errors = [{instancePath:instancePath+"/clientCredentials/tokenUrl",schemaPath:"#/definitions/ClientCredentialsFlow/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid8 = _errs32 === errors;}else {var valid8 = true;}if(valid8){if(data10.refreshUrl !== undefined){const _errs34 = errors;{{if(!(typeof data10.refreshUrl === "string")){validate61.errors = [{instancePath:instancePath+"/clientCredentials/refreshUrl",schemaPath:"#/definitions/ClientCredentialsFlow/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid8 = _errs34 === errors;}else {var valid8 = true;}if(valid8){if(data10.scopes !== undefined){let data13 = data10.scopes;const _errs36 = errors;{if(data13 && typeof data13 == "object" && !Array.isArray(data13)){for(const key6 in data13){const _errs39 = errors;if(typeof data13[key6] !== "string"){validate61.errors = [{instancePath:instancePath+"/clientCredentials/scopes/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/ClientCredentialsFlow/properties/scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid9 = _errs39 === errors;if(!valid9){break;}}}else {validate61.errors = [{instancePath:instancePath+"/clientCredentials/scopes",schemaPath:"#/definitions/ClientCredentialsFlow/properties/scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid8 = _errs36 === errors;}else {var valid8 = true;}}}}}}else {validate61.errors = [{instancePath:instancePath+"/clientCredentials",schemaPath:"#/definitions/ClientCredentialsFlow/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs28 === errors;}else {var valid0 = true;}if(valid0){if(data.authorizationCode !== undefined){let data15 = data.authorizationCode;const _errs41 = errors;{if(data15 && typeof data15 == "object" && !Array.isArray(data15)){let missing3;if(((data15.authorizationUrl === undefined) && (missing3 = "authorizationUrl")) || ((data15.tokenUrl === undefined) && (missing3 = "tokenUrl"))){validate61.errors = [{instancePath:instancePath+"/authorizationCode",schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];return false;}else {for(const key7 in data15){if(!(((((key7 === "authorizationUrl") || (key7 === "tokenUrl")) || (key7 === "refreshUrl")) || (key7 === "scopes")) || (pattern0.test(key7)))){validate61.errors = [{instancePath:instancePath+"/authorizationCode",schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];return false;}}{if(data15.authorizationUrl !== undefined){const _errs45 = errors;{{if(!(typeof data15.authorizationUrl === "string")){validate61.errors = [{instancePath:instancePath+"/authorizationCode/authorizationUrl",schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/authorizationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid11 = _errs45 === errors;}else {var valid11 = true;}if(valid11){if(data15.tokenUrl !== undefined){const _errs47 = errors;{{if(!(typeof data15.tokenUrl === "string")){validate61.errors = [{instancePath:instancePath+"/authorizationCode/tokenUrl",schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid11 = _errs47 === errors;}else {var valid11 = true;}if(valid11){if(data15.refreshUrl !== undefined){const _errs49 = errors;{{if(!(typeof data15.refreshUrl === "string")){validate61.errors = [{instancePath:instancePath+"/authorizationCode/refreshUrl",schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid11 = _errs49 === errors;}else {var valid11 = true;}if(valid11){if(data15.scopes !== undefined){let data19 = data15.scopes;const _errs51 = errors;{if(data19 && typeof data19 == "object" && !Array.isArray(data19)){for(const key8 in data19){const _errs54 = errors;if(typeof data19[key8] !== "string"){validate61.errors = [{instancePath:instancePath+"/authorizationCode/scopes/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/scopes/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid12 = _errs54 === errors;if(!valid12){break;}}}else {validate61.errors = [{instancePath:instancePath+"/authorizationCode/scopes",schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/scopes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid11 = _errs51 === errors;}else {var valid11 = true;}}}}}}}else {validate61.errors = [{instancePath:instancePath+"/authorizationCode",schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs41 === errors;}else {var valid0 = true;}}}}}}else {validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate61.errors = vErrors;return errors === 0;}function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.type === undefined) && (missing0 = "type")) || ((data.flows === undefined) && (missing0 = "flows"))){validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!((((key0 === "type") || (key0 === "flows")) || (key0 === "description")) || (pattern0.test(key0)))){validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.type !== undefined){let data0 = data.type;const _errs2 = errors;if(typeof data0 !== "string"){validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}if(!(data0 === "oauth2")){validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema81.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.flows !== undefined){const _errs4 = errors;if(!(validate61(data.flows, {instancePath:instancePath+"/flows",parentData:data,parentDataProperty:"flows",rootData}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs5 === errors;}else {var valid0 = true;}}}}}}else {validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate60.errors = vErrors;return errors === 0;}function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs0 = errors;let valid0 = false;let passing0 = null;const _errs1 = errors;const _errs2 = errors;if(errors === _errs2){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.in === undefined) && (missing0 = "in"))){const err0 = {instancePath,schemaPath:"#/definitions/APIKeySecurityScheme/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {const _errs4 = errors;for(const key0 in data){if(!(((((key0 === "type") || (key0 === "name")) || (key0 === "in")) || (key0 === "description")) || (pattern0.test(key0)))){const err1 = {instancePath,schemaPath:"#/definitions/APIKeySecurityScheme/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;break;}}if(_errs4 === errors){if(data.type !== undefined){let data0 = data.type;const _errs5 = errors;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/APIKeySecurityScheme/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(!(data0 === "apiKey")){const err3 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/APIKeySecurityScheme/properties/type/enum",keyword:"enum",params:{allowedValues: schema79.properties.type.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}var valid2 = _errs5 === errors;}else {var valid2 = true;}if(valid2){if(data.name !== undefined){const _errs7 = errors;if(typeof data.name !== "string"){const err4 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/APIKeySecurityScheme/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}var valid2 = _errs7 === errors;}else {var valid2 = true;}if(valid2){if(data.in !== undefined){let data2 = data.in;const _errs9 = errors;if(typeof data2 !== "string"){const err5 = {instancePath:instancePath+"/in",schemaPath:"#/definitions/APIKeySecurityScheme/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(!(((data2 === "header") || (data2 === "query")) || (data2 === "cookie"))){const err6 = {instancePath:instancePath+"/in",schemaPath:"#/definitions/APIKeySecurityScheme/properties/in/enum",keyword:"enum",params:{allowedValues: schema79.properties.in.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}var valid2 = _errs9 === errors;}else {var valid2 = true;}if(valid2){if(data.description !== undefined){const _errs11 = errors;if(typeof data.description !== "string"){const err7 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/APIKeySecurityScheme/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}var valid2 = _errs11 === errors;}else {var valid2 = true;}}}}}}}else {const err8 = {instancePath,schemaPath:"#/definitions/APIKeySecurityScheme/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}var _valid0 = _errs1 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs13 = errors;const _errs14 = errors;const _errs16 = errors;let valid4 = false;let passing1 = null;const _errs17 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.scheme !== undefined){if(!(data.scheme === "bearer")){const err9 = {instancePath:instancePath+"/scheme",schemaPath:"#/definitions/HTTPSecurityScheme/oneOf/0/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema80.oneOf[0].properties.scheme.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}var _valid1 = _errs17 === errors;if(_valid1){valid4 = true;passing1 = 0;}const _errs19 = errors;const _errs20 = errors;const _errs21 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.bearerFormat === undefined) && ("bearerFormat")){const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid6 = _errs21 === errors;if(valid6){const err11 = {instancePath,schemaPath:"#/definitions/HTTPSecurityScheme/oneOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs20;if(vErrors !== null){if(_errs20){vErrors.length = _errs20;}else {vErrors = null;}}}if(errors === _errs19){if(data && typeof data == "object" && !Array.isArray(data)){if(data.scheme !== undefined){const _errs23 = errors;const _errs24 = errors;if(!(data.scheme === "bearer")){const err12 = {};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}var valid8 = _errs24 === errors;if(valid8){const err13 = {instancePath:instancePath+"/scheme",schemaPath:"#/definitions/HTTPSecurityScheme/oneOf/1/properties/scheme/not",keyword:"not",params:{},message:"must NOT be valid"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}else {errors = _errs23;if(vErrors !== null){if(_errs23){vErrors.length = _errs23;}else {vErrors = null;}}}}}}var _valid1 = _errs19 === errors;if(_valid1 && valid4){valid4 = false;passing1 = [passing1, 1];}else {if(_valid1){valid4 = true;passing1 = 1;}}if(!valid4){const err14 = {instancePath,schemaPath:"#/definitions/HTTPSecurityScheme/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}else {errors = _errs16;if(vErrors !== null){if(_errs16){vErrors.length = _errs16;}else {vErrors = null;}}}if(errors === _errs14){if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if(((data.scheme === undefined) && (missing2 = "scheme")) || ((data.type === undefined) && (missing2 = "type"))){const err15 = {instancePath,schemaPath:"#/definitions/HTTPSecurityScheme/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}else {const _errs25 = errors;for(const key1 in data){if(!(((((key1 === "scheme") || (key1 === "bearerFormat")) || (key1 === "description")) || (key1 === "type")) || (pattern0.test(key1)))){const err16 = {instancePath,schemaPath:"#/definitions/HTTPSecurityScheme/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;break;}}if(_errs25 === errors){if(data.scheme !== undefined){const _errs26 = errors;if(typeof data.scheme !== "string"){const err17 = {instancePath:instancePath+"/scheme",schemaPath:"#/definitions/HTTPSecurityScheme/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}var valid9 = _errs26 === errors;}else {var valid9 = true;}if(valid9){if(data.bearerFormat !== undefined){const _errs28 = errors;if(typeof data.bearerFormat !== "string"){const err18 = {instancePath:instancePath+"/bearerFormat",schemaPath:"#/definitions/HTTPSecurityScheme/properties/bearerFormat/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}var valid9 = _errs28 === errors;}else {var valid9 = true;}if(valid9){if(data.description !== undefined){const _errs30 = errors;if(typeof data.description !== "string"){const err19 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/HTTPSecurityScheme/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}var valid9 = _errs30 === errors;}else {var valid9 = true;}if(valid9){if(data.type !== undefined){let data9 = data.type;const _errs32 = errors;if(typeof data9 !== "string"){const err20 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/HTTPSecurityScheme/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}if(!(data9 === "http")){const err21 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/HTTPSecurityScheme/properties/type/enum",keyword:"enum",params:{allowedValues: schema80.properties.type.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}var valid9 = _errs32 === errors;}else {var valid9 = true;}}}}}}}else {const err22 = {instancePath,schemaPath:"#/definitions/HTTPSecurityScheme/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}var _valid0 = _errs13 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}const _errs34 = errors;if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);errors = vErrors.length;}var _valid0 = _errs34 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 2];}else {if(_valid0){valid0 = true;passing0 = 2;}const _errs35 = errors;const _errs36 = errors;if(errors === _errs36){if(data && typeof data == "object" && !Array.isArray(data)){let missing3;if(((data.type === undefined) && (missing3 = "type")) || ((data.openIdConnectUrl === undefined) && (missing3 = "openIdConnectUrl"))){const err23 = {instancePath,schemaPath:"#/definitions/OpenIdConnectSecurityScheme/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}else {const _errs38 = errors;for(const key2 in data){if(!((((key2 === "type") || (key2 === "openIdConnectUrl")) || (key2 === "description")) || (pattern0.test(key2)))){const err24 = {instancePath,schemaPath:"#/definitions/OpenIdConnectSecurityScheme/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;break;}}if(_errs38 === errors){if(data.type !== undefined){let data10 = data.type;const _errs39 = errors;if(typeof data10 !== "string"){const err25 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}if(!(data10 === "openIdConnect")){const err26 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/type/enum",keyword:"enum",params:{allowedValues: schema87.properties.type.enum},message:"must be equal to one of the allowed values"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}var valid11 = _errs39 === errors;}else {var valid11 = true;}if(valid11){if(data.openIdConnectUrl !== undefined){const _errs41 = errors;if(errors === _errs41){if(errors === _errs41){if(!(typeof data.openIdConnectUrl === "string")){const err27 = {instancePath:instancePath+"/openIdConnectUrl",schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/openIdConnectUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}}var valid11 = _errs41 === errors;}else {var valid11 = true;}if(valid11){if(data.description !== undefined){const _errs43 = errors;if(typeof data.description !== "string"){const err28 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}var valid11 = _errs43 === errors;}else {var valid11 = true;}}}}}}else {const err29 = {instancePath,schemaPath:"#/definitions/OpenIdConnectSecurityScheme/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}var _valid0 = _errs35 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 3];}else {if(_valid0){valid0 = true;passing0 = 3;}}}}if(!valid0){const err30 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;validate59.errors = vErrors;return false;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}validate59.errors = vErrors;return errors === 0;}function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){const _errs1 = errors;for(const key0 in data){if(!((func3.call(schema69.properties, key0)) || (pattern0.test(key0)))){validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.schemas !== undefined){let data0 = data.schemas;const _errs2 = errors;if(errors === _errs2){if(data0 && typeof data0 == "object" && !Array.isArray(data0)){var valid1 = true;for(const key1 in data0){if(pattern59.test(key1)){let data1 = data0[key1];const _errs4 = errors;const _errs5 = errors;let valid2 = false;let passing0 = null;const _errs6 = errors;if(!(validate21(data1, {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key1,rootData}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}var _valid0 = _errs6 === errors;if(_valid0){valid2 = true;passing0 = 0;}const _errs7 = errors;const _errs8 = errors;if(errors === _errs8){if(data1 && typeof data1 == "object" && !Array.isArray(data1)){let missing0;if((data1.$ref === undefined) && (missing0 = "$ref")){const err0 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {var valid4 = true;for(const key2 in data1){if(pattern17.test(key2)){const _errs10 = errors;if(errors === _errs10){if(errors === _errs10){if(!(typeof data1[key2] === "string")){const err1 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}var valid4 = _errs10 === errors;if(!valid4){break;}}}}}else {const err2 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs7 === errors;if(_valid0 && valid2){valid2 = false;passing0 = [passing0, 1];}else {if(_valid0){valid2 = true;passing0 = 1;}}if(!valid2){const err3 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/schemas/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs5;if(vErrors !== null){if(_errs5){vErrors.length = _errs5;}else {vErrors = null;}}}var valid1 = _errs4 === errors;if(!valid1){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/schemas",schemaPath:"#/properties/schemas/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.responses !== undefined){let data3 = data.responses;const _errs12 = errors;if(errors === _errs12){if(data3 && typeof data3 == "object" && !Array.isArray(data3)){var valid5 = true;for(const key3 in data3){if(pattern59.test(key3)){let data4 = data3[key3];const _errs14 = errors;const _errs15 = errors;let valid6 = false;let passing1 = null;const _errs16 = errors;const _errs17 = errors;if(errors === _errs17){if(data4 && typeof data4 == "object" && !Array.isArray(data4)){let missing1;if((data4.$ref === undefined) && (missing1 = "$ref")){const err4 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {var valid8 = true;for(const key4 in data4){if(pattern17.test(key4)){const _errs19 = errors;if(errors === _errs19){if(errors === _errs19){if(!(typeof data4[key4] === "string")){const err5 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}var valid8 = _errs19 === errors;if(!valid8){break;}}}}}else {const err6 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid1 = _errs16 === errors;if(_valid1){valid6 = true;passing1 = 0;}const _errs21 = errors;if(!(validate38(data4, {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data3,parentDataProperty:key3,rootData}))){vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);errors = vErrors.length;}var _valid1 = _errs21 === errors;if(_valid1 && valid6){valid6 = false;passing1 = [passing1, 1];}else {if(_valid1){valid6 = true;passing1 = 1;}}if(!valid6){const err7 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/responses/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs15;if(vErrors !== null){if(_errs15){vErrors.length = _errs15;}else {vErrors = null;}}}var valid5 = _errs14 === errors;if(!valid5){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs12 === errors;}else {var valid0 = true;}if(valid0){if(data.parameters !== undefined){let data6 = data.parameters;const _errs22 = errors;if(errors === _errs22){if(data6 && typeof data6 == "object" && !Array.isArray(data6)){var valid9 = true;for(const key5 in data6){if(pattern59.test(key5)){let data7 = data6[key5];const _errs24 = errors;const _errs25 = errors;let valid10 = false;let passing2 = null;const _errs26 = errors;const _errs27 = errors;if(errors === _errs27){if(data7 && typeof data7 == "object" && !Array.isArray(data7)){let missing2;if((data7.$ref === undefined) && (missing2 = "$ref")){const err8 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}else {var valid12 = true;for(const key6 in data7){if(pattern17.test(key6)){const _errs29 = errors;if(errors === _errs29){if(errors === _errs29){if(!(typeof data7[key6] === "string")){const err9 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}var valid12 = _errs29 === errors;if(!valid12){break;}}}}}else {const err10 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var _valid2 = _errs26 === errors;if(_valid2){valid10 = true;passing2 = 0;}const _errs31 = errors;if(!(validate20(data7, {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key5,rootData}))){vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);errors = vErrors.length;}var _valid2 = _errs31 === errors;if(_valid2 && valid10){valid10 = false;passing2 = [passing2, 1];}else {if(_valid2){valid10 = true;passing2 = 1;}}if(!valid10){const err11 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/parameters/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs25;if(vErrors !== null){if(_errs25){vErrors.length = _errs25;}else {vErrors = null;}}}var valid9 = _errs24 === errors;if(!valid9){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs22 === errors;}else {var valid0 = true;}if(valid0){if(data.examples !== undefined){let data9 = data.examples;const _errs32 = errors;if(errors === _errs32){if(data9 && typeof data9 == "object" && !Array.isArray(data9)){var valid13 = true;for(const key7 in data9){if(pattern59.test(key7)){let data10 = data9[key7];const _errs34 = errors;const _errs35 = errors;let valid14 = false;let passing3 = null;const _errs36 = errors;const _errs37 = errors;if(errors === _errs37){if(data10 && typeof data10 == "object" && !Array.isArray(data10)){let missing3;if((data10.$ref === undefined) && (missing3 = "$ref")){const err12 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}else {var valid16 = true;for(const key8 in data10){if(pattern17.test(key8)){const _errs39 = errors;if(errors === _errs39){if(errors === _errs39){if(!(typeof data10[key8] === "string")){const err13 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}var valid16 = _errs39 === errors;if(!valid16){break;}}}}}else {const err14 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}var _valid3 = _errs36 === errors;if(_valid3){valid14 = true;passing3 = 0;}const _errs41 = errors;const _errs42 = errors;if(errors === _errs42){if(data10 && typeof data10 == "object" && !Array.isArray(data10)){const _errs44 = errors;for(const key9 in data10){if(!(((((key9 === "summary") || (key9 === "description")) || (key9 === "value")) || (key9 === "externalValue")) || (pattern0.test(key9)))){const err15 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;break;}}if(_errs44 === errors){if(data10.summary !== undefined){const _errs45 = errors;if(typeof data10.summary !== "string"){const err16 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",schemaPath:"#/definitions/Example/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}var valid18 = _errs45 === errors;}else {var valid18 = true;}if(valid18){if(data10.description !== undefined){const _errs47 = errors;if(typeof data10.description !== "string"){const err17 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/definitions/Example/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}var valid18 = _errs47 === errors;}else {var valid18 = true;}if(valid18){if(data10.externalValue !== undefined){const _errs49 = errors;if(errors === _errs49){if(errors === _errs49){if(!(typeof data10.externalValue === "string")){const err18 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",schemaPath:"#/definitions/Example/properties/externalValue/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}var valid18 = _errs49 === errors;}else {var valid18 = true;}}}}}else {const err19 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Example/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}var _valid3 = _errs41 === errors;if(_valid3 && valid14){valid14 = false;passing3 = [passing3, 1];}else {if(_valid3){valid14 = true;passing3 = 1;}}if(!valid14){const err20 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/examples/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs35;if(vErrors !== null){if(_errs35){vErrors.length = _errs35;}else {vErrors = null;}}}var valid13 = _errs34 === errors;if(!valid13){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs32 === errors;}else {var valid0 = true;}if(valid0){if(data.requestBodies !== undefined){let data15 = data.requestBodies;const _errs51 = errors;if(errors === _errs51){if(data15 && typeof data15 == "object" && !Array.isArray(data15)){var valid19 = true;for(const key10 in data15){if(pattern59.test(key10)){let data16 = data15[key10];const _errs53 = errors;const _errs54 = errors;let valid20 = false;let passing4 = null;const _errs55 = errors;const _errs56 = errors;if(errors === _errs56){if(data16 && typeof data16 == "object" && !Array.isArray(data16)){let missing4;if((data16.$ref === undefined) && (missing4 = "$ref")){const err21 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}else {var valid22 = true;for(const key11 in data16){if(pattern17.test(key11)){const _errs58 = errors;if(errors === _errs58){if(errors === _errs58){if(!(typeof data16[key11] === "string")){const err22 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}var valid22 = _errs58 === errors;if(!valid22){break;}}}}}else {const err23 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}var _valid4 = _errs55 === errors;if(_valid4){valid20 = true;passing4 = 0;}const _errs60 = errors;if(!(validate34(data16, {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data15,parentDataProperty:key10,rootData}))){vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);errors = vErrors.length;}var _valid4 = _errs60 === errors;if(_valid4 && valid20){valid20 = false;passing4 = [passing4, 1];}else {if(_valid4){valid20 = true;passing4 = 1;}}if(!valid20){const err24 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/requestBodies/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs54;if(vErrors !== null){if(_errs54){vErrors.length = _errs54;}else {vErrors = null;}}}var valid19 = _errs53 === errors;if(!valid19){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/requestBodies",schemaPath:"#/properties/requestBodies/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs51 === errors;}else {var valid0 = true;}if(valid0){if(data.headers !== undefined){let data18 = data.headers;const _errs61 = errors;if(errors === _errs61){if(data18 && typeof data18 == "object" && !Array.isArray(data18)){var valid23 = true;for(const key12 in data18){if(pattern59.test(key12)){let data19 = data18[key12];const _errs63 = errors;const _errs64 = errors;let valid24 = false;let passing5 = null;const _errs65 = errors;const _errs66 = errors;if(errors === _errs66){if(data19 && typeof data19 == "object" && !Array.isArray(data19)){let missing5;if((data19.$ref === undefined) && (missing5 = "$ref")){const err25 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}else {var valid26 = true;for(const key13 in data19){if(pattern17.test(key13)){const _errs68 = errors;if(errors === _errs68){if(errors === _errs68){if(!(typeof data19[key13] === "string")){const err26 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}}var valid26 = _errs68 === errors;if(!valid26){break;}}}}}else {const err27 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}var _valid5 = _errs65 === errors;if(_valid5){valid24 = true;passing5 = 0;}const _errs70 = errors;if(!(validate26(data19, {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key12,rootData}))){vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);errors = vErrors.length;}var _valid5 = _errs70 === errors;if(_valid5 && valid24){valid24 = false;passing5 = [passing5, 1];}else {if(_valid5){valid24 = true;passing5 = 1;}}if(!valid24){const err28 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs64;if(vErrors !== null){if(_errs64){vErrors.length = _errs64;}else {vErrors = null;}}}var valid23 = _errs63 === errors;if(!valid23){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs61 === errors;}else {var valid0 = true;}if(valid0){if(data.securitySchemes !== undefined){let data21 = data.securitySchemes;const _errs71 = errors;if(errors === _errs71){if(data21 && typeof data21 == "object" && !Array.isArray(data21)){var valid27 = true;for(const key14 in data21){if(pattern59.test(key14)){let data22 = data21[key14];const _errs73 = errors;const _errs74 = errors;let valid28 = false;let passing6 = null;const _errs75 = errors;const _errs76 = errors;if(errors === _errs76){if(data22 && typeof data22 == "object" && !Array.isArray(data22)){let missing6;if((data22.$ref === undefined) && (missing6 = "$ref")){const err29 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}else {var valid30 = true;for(const key15 in data22){if(pattern17.test(key15)){const _errs78 = errors;if(errors === _errs78){if(errors === _errs78){if(!(typeof data22[key15] === "string")){const err30 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}}var valid30 = _errs78 === errors;if(!valid30){break;}}}}}else {const err31 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}var _valid6 = _errs75 === errors;if(_valid6){valid28 = true;passing6 = 0;}const _errs80 = errors;if(!(validate59(data22, {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data21,parentDataProperty:key14,rootData}))){vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);errors = vErrors.length;}var _valid6 = _errs80 === errors;if(_valid6 && valid28){valid28 = false;passing6 = [passing6, 1];}else {if(_valid6){valid28 = true;passing6 = 1;}}if(!valid28){const err32 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/securitySchemes/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs74;if(vErrors !== null){if(_errs74){vErrors.length = _errs74;}else {vErrors = null;}}}var valid27 = _errs73 === errors;if(!valid27){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/securitySchemes",schemaPath:"#/properties/securitySchemes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs71 === errors;}else {var valid0 = true;}if(valid0){if(data.links !== undefined){let data24 = data.links;const _errs81 = errors;if(errors === _errs81){if(data24 && typeof data24 == "object" && !Array.isArray(data24)){var valid31 = true;for(const key16 in data24){if(pattern59.test(key16)){let data25 = data24[key16];const _errs83 = errors;const _errs84 = errors;let valid32 = false;let passing7 = null;const _errs85 = errors;const _errs86 = errors;if(errors === _errs86){if(data25 && typeof data25 == "object" && !Array.isArray(data25)){let missing7;if((data25.$ref === undefined) && (missing7 = "$ref")){const err33 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}else {var valid34 = true;for(const key17 in data25){if(pattern17.test(key17)){const _errs88 = errors;if(errors === _errs88){if(errors === _errs88){if(!(typeof data25[key17] === "string")){const err34 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}}var valid34 = _errs88 === errors;if(!valid34){break;}}}}}else {const err35 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}var _valid7 = _errs85 === errors;if(_valid7){valid32 = true;passing7 = 0;}const _errs90 = errors;if(!(validate41(data25, {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data24,parentDataProperty:key16,rootData}))){vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);errors = vErrors.length;}var _valid7 = _errs90 === errors;if(_valid7 && valid32){valid32 = false;passing7 = [passing7, 1];}else {if(_valid7){valid32 = true;passing7 = 1;}}if(!valid32){const err36 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/links/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing7},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs84;if(vErrors !== null){if(_errs84){vErrors.length = _errs84;}else {vErrors = null;}}}var valid31 = _errs83 === errors;if(!valid31){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs81 === errors;}else {var valid0 = true;}if(valid0){if(data.callbacks !== undefined){let data27 = data.callbacks;const _errs91 = errors;if(errors === _errs91){if(data27 && typeof data27 == "object" && !Array.isArray(data27)){var valid35 = true;for(const key18 in data27){if(pattern59.test(key18)){let data28 = data27[key18];const _errs93 = errors;const _errs94 = errors;let valid36 = false;let passing8 = null;const _errs95 = errors;const _errs96 = errors;if(errors === _errs96){if(data28 && typeof data28 == "object" && !Array.isArray(data28)){let missing8;if((data28.$ref === undefined) && (missing8 = "$ref")){const err37 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}else {var valid38 = true;for(const key19 in data28){if(pattern17.test(key19)){const _errs98 = errors;if(errors === _errs98){if(errors === _errs98){if(!(typeof data28[key19] === "string")){const err38 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}}var valid38 = _errs98 === errors;if(!valid38){break;}}}}}else {const err39 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}var _valid8 = _errs95 === errors;if(_valid8){valid36 = true;passing8 = 0;}const _errs100 = errors;if(!(validate47(data28, {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data27,parentDataProperty:key18,rootData}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var _valid8 = _errs100 === errors;if(_valid8 && valid36){valid36 = false;passing8 = [passing8, 1];}else {if(_valid8){valid36 = true;passing8 = 1;}}if(!valid36){const err40 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/callbacks/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",keyword:"oneOf",params:{passingSchemas: passing8},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;validate53.errors = vErrors;return false;}else {errors = _errs94;if(vErrors !== null){if(_errs94){vErrors.length = _errs94;}else {vErrors = null;}}}var valid35 = _errs93 === errors;if(!valid35){break;}}}}else {validate53.errors = [{instancePath:instancePath+"/callbacks",schemaPath:"#/properties/callbacks/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs91 === errors;}else {var valid0 = true;}}}}}}}}}}}else {validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate53.errors = vErrors;return errors === 0;}function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.openapi === undefined) && (missing0 = "openapi")) || ((data.info === undefined) && (missing0 = "info"))) || ((data.paths === undefined) && (missing0 = "paths"))){validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {const _errs1 = errors;for(const key0 in data){if(!(((((((((key0 === "openapi") || (key0 === "info")) || (key0 === "externalDocs")) || (key0 === "servers")) || (key0 === "security")) || (key0 === "tags")) || (key0 === "paths")) || (key0 === "components")) || (pattern0.test(key0)))){validate10.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];return false;}}if(_errs1 === errors){if(data.openapi !== undefined){let data0 = data.openapi;const _errs2 = errors;if(errors === _errs2){if(typeof data0 === "string"){if(!pattern1.test(data0)){validate10.errors = [{instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/pattern",keyword:"pattern",params:{pattern: "^3\\.0\\.\\d(-.+)?$"},message:"must match pattern \""+"^3\\.0\\.\\d(-.+)?$"+"\""}];return false;}}else {validate10.errors = [{instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid0 = _errs2 === errors;}else {var valid0 = true;}if(valid0){if(data.info !== undefined){const _errs4 = errors;if(!(validate11(data.info, {instancePath:instancePath+"/info",parentData:data,parentDataProperty:"info",rootData}))){vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);errors = vErrors.length;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.externalDocs !== undefined){let data2 = data.externalDocs;const _errs5 = errors;const _errs6 = errors;if(errors === _errs6){if(data2 && typeof data2 == "object" && !Array.isArray(data2)){let missing1;if((data2.url === undefined) && (missing1 = "url")){validate10.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {const _errs8 = errors;for(const key1 in data2){if(!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))){validate10.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];return false;}}if(_errs8 === errors){if(data2.description !== undefined){const _errs9 = errors;if(typeof data2.description !== "string"){validate10.errors = [{instancePath:instancePath+"/externalDocs/description",schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs9 === errors;}else {var valid2 = true;}if(valid2){if(data2.url !== undefined){const _errs11 = errors;if(errors === _errs11){if(errors === _errs11){if(!(typeof data2.url === "string")){validate10.errors = [{instancePath:instancePath+"/externalDocs/url",schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs11 === errors;}else {var valid2 = true;}}}}}else {validate10.errors = [{instancePath:instancePath+"/externalDocs",schemaPath:"#/definitions/ExternalDocumentation/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid0 = _errs5 === errors;}else {var valid0 = true;}if(valid0){if(data.servers !== undefined){let data5 = data.servers;const _errs13 = errors;if(errors === _errs13){if(Array.isArray(data5)){var valid3 = true;const len0 = data5.length;for(let i0=0; i0<len0; i0++){const _errs15 = errors;if(!(validate13(data5[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);errors = vErrors.length;}var valid3 = _errs15 === errors;if(!valid3){break;}}}else {validate10.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs13 === errors;}else {var valid0 = true;}if(valid0){if(data.security !== undefined){let data7 = data.security;const _errs16 = errors;if(errors === _errs16){if(Array.isArray(data7)){var valid4 = true;const len1 = data7.length;for(let i1=0; i1<len1; i1++){let data8 = data7[i1];const _errs18 = errors;const _errs19 = errors;if(errors === _errs19){if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key2 in data8){let data9 = data8[key2];const _errs22 = errors;if(errors === _errs22){if(Array.isArray(data9)){var valid7 = true;const len2 = data9.length;for(let i2=0; i2<len2; i2++){const _errs24 = errors;if(typeof data9[i2] !== "string"){validate10.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/definitions/SecurityRequirement/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid7 = _errs24 === errors;if(!valid7){break;}}}else {validate10.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/SecurityRequirement/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid6 = _errs22 === errors;if(!valid6){break;}}}else {validate10.errors = [{instancePath:instancePath+"/security/" + i1,schemaPath:"#/definitions/SecurityRequirement/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid4 = _errs18 === errors;if(!valid4){break;}}}else {validate10.errors = [{instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs16 === errors;}else {var valid0 = true;}if(valid0){if(data.tags !== undefined){let data11 = data.tags;const _errs26 = errors;if(errors === _errs26){if(Array.isArray(data11)){var valid8 = true;const len3 = data11.length;for(let i3=0; i3<len3; i3++){const _errs28 = errors;if(!(validate15(data11[i3], {instancePath:instancePath+"/tags/" + i3,parentData:data11,parentDataProperty:i3,rootData}))){vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);errors = vErrors.length;}var valid8 = _errs28 === errors;if(!valid8){break;}}if(valid8){let i4 = data11.length;let j0;if(i4 > 1){for(;i4--;){for(j0 = i4; j0--;){if(func0(data11[i4], data11[j0])){validate10.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/uniqueItems",keyword:"uniqueItems",params:{i: i4, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i4+" are identical)"}];return false;}}}}}}else {validate10.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid0 = _errs26 === errors;}else {var valid0 = true;}if(valid0){if(data.paths !== undefined){const _errs29 = errors;if(!(validate17(data.paths, {instancePath:instancePath+"/paths",parentData:data,parentDataProperty:"paths",rootData}))){vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);errors = vErrors.length;}var valid0 = _errs29 === errors;}else {var valid0 = true;}if(valid0){if(data.components !== undefined){const _errs30 = errors;if(!(validate53(data.components, {instancePath:instancePath+"/components",parentData:data,parentDataProperty:"components",rootData}))){vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);errors = vErrors.length;}var valid0 = _errs30 === errors;}else {var valid0 = true;}}}}}}}}}}}else {validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate10.errors = vErrors;return errors === 0;}
	  return module.exports;
	})();
	const openapi31 = (() => {
	  const module = { exports: {} };
module.exports = validate20;module.exports.default = validate20;const pattern4 = new RegExp("^x-", "u");const pattern5 = new RegExp("^3\\.1\\.\\d+(-.+)?$", "u");function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate22.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.name = true;props0.url = true;props0.email = true;}if(data.name !== undefined){const _errs2 = errors;if(typeof data.name !== "string"){validate22.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.url !== undefined){const _errs4 = errors;if(typeof data.url !== "string"){validate22.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.email !== undefined){const _errs6 = errors;if(typeof data.email !== "string"){validate22.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate22.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}else {validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate22.errors = vErrors;return errors === 0;}validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate24.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}var valid0 = _errs0 === errors;if(valid0){const _errs2 = errors;let valid2 = false;let passing0 = null;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.identifier === undefined) && (missing0 = "identifier")){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0){valid2 = true;passing0 = 0;}const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.url === undefined) && (missing1 = "url")){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs4 === errors;if(_valid0 && valid2){valid2 = false;passing0 = [passing0, 1];}else {if(_valid0){valid2 = true;passing0 = 1;}}if(!valid2){const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate24.errors = vErrors;return false;}else {errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.name === undefined) && (missing2 = "name")){validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.name = true;props0.identifier = true;props0.url = true;}if(data.name !== undefined){const _errs5 = errors;if(typeof data.name !== "string"){validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs5 === errors;}else {var valid3 = true;}if(valid3){if(data.identifier !== undefined){const _errs7 = errors;if(typeof data.identifier !== "string"){validate24.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs7 === errors;}else {var valid3 = true;}if(valid3){if(data.url !== undefined){const _errs9 = errors;const _errs10 = errors;if(errors === _errs10){if(errors === _errs10){if(!(typeof data.url === "string")){validate24.errors = [{instancePath:instancePath+"/url",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid3 = _errs9 === errors;}else {var valid3 = true;}if(valid3){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate24.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate24.errors = vErrors;return errors === 0;}validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate21.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.title === undefined) && (missing0 = "title")) || ((data.version === undefined) && (missing0 = "version"))){validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.title = true;props0.summary = true;props0.description = true;props0.termsOfService = true;props0.contact = true;props0.license = true;props0.version = true;}if(data.title !== undefined){const _errs2 = errors;if(typeof data.title !== "string"){validate21.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.summary !== undefined){const _errs4 = errors;if(typeof data.summary !== "string"){validate21.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.description !== undefined){const _errs6 = errors;if(typeof data.description !== "string"){validate21.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(data.termsOfService !== undefined){const _errs8 = errors;if(typeof data.termsOfService !== "string"){validate21.errors = [{instancePath:instancePath+"/termsOfService",schemaPath:"#/properties/termsOfService/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs8 === errors;}else {var valid2 = true;}if(valid2){if(data.contact !== undefined){const _errs10 = errors;if(!(validate22(data.contact, {instancePath:instancePath+"/contact",parentData:data,parentDataProperty:"contact",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}var valid2 = _errs10 === errors;}else {var valid2 = true;}if(valid2){if(data.license !== undefined){const _errs11 = errors;if(!(validate24(data.license, {instancePath:instancePath+"/license",parentData:data,parentDataProperty:"license",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);errors = vErrors.length;}var valid2 = _errs11 === errors;}else {var valid2 = true;}if(valid2){if(data.version !== undefined){const _errs12 = errors;if(typeof data.version !== "string"){validate21.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs12 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate21.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}}}}else {validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate21.errors = vErrors;return errors === 0;}validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate28.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.default === undefined) && (missing0 = "default")){validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.enum = true;props0.default = true;props0.descriptions = true;}if(data.enum !== undefined){let data0 = data.enum;const _errs2 = errors;{if(Array.isArray(data0)){if(data0.length < 1){validate28.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];return false;}else {var valid3 = true;const len0 = data0.length;for(let i0=0; i0<len0; i0++){const _errs4 = errors;if(typeof data0[i0] !== "string"){validate28.errors = [{instancePath:instancePath+"/enum/" + i0,schemaPath:"#/properties/enum/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs4 === errors;if(!valid3){break;}}}}else {validate28.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.default !== undefined){const _errs6 = errors;if(typeof data.default !== "string"){validate28.errors = [{instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(data.descriptions !== undefined){const _errs8 = errors;if(typeof data.descriptions !== "string"){validate28.errors = [{instancePath:instancePath+"/descriptions",schemaPath:"#/properties/descriptions/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs8 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate28.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate28.errors = vErrors;return errors === 0;}validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate27.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.url === undefined) && (missing0 = "url")){validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.url = true;props0.description = true;props0.variables = true;}if(data.url !== undefined){const _errs2 = errors;const _errs3 = errors;if(errors === _errs3){if(errors === _errs3){if(!(typeof data.url === "string")){validate27.errors = [{instancePath:instancePath+"/url",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.description !== undefined){const _errs5 = errors;if(typeof data.description !== "string"){validate27.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs5 === errors;}else {var valid2 = true;}if(valid2){if(data.variables !== undefined){let data2 = data.variables;const _errs7 = errors;if(errors === _errs7){if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(!(validate28(data2[key1], {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);errors = vErrors.length;}var valid4 = _errs10 === errors;if(!valid4){break;}}}else {validate27.errors = [{instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs7 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate27.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate27.errors = vErrors;return errors === 0;}validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const pattern12 = new RegExp("^/", "u");const pattern19 = new RegExp("^(get|put|post|delete|options|head|patch|trace)$", "u");function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate35.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}{if(data && typeof data == "object" && !Array.isArray(data)){if(data.$ref !== undefined){const _errs1 = errors;{{if(!(typeof data.$ref === "string")){validate35.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid0 = _errs1 === errors;}else {var valid0 = true;}if(valid0){if(data.summary !== undefined){const _errs4 = errors;if(typeof data.summary !== "string"){validate35.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs4 === errors;}else {var valid0 = true;}if(valid0){if(data.description !== undefined){const _errs6 = errors;if(typeof data.description !== "string"){validate35.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid0 = _errs6 === errors;}else {var valid0 = true;}if(valid0){for(const key0 in data){if(((key0 !== "$ref") && (key0 !== "summary")) && (key0 !== "description")){validate35.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"}];return false;}}}}}}else {validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate35.errors = vErrors;return errors === 0;}validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const schema53 = {"properties":{"in":{"enum":["query","header","path","cookie"]},"schema":{"type":["object","boolean"]}}};const schema69 = {"then":{"properties":{"style":{"enum":["matrix","label","simple"]}}}};const schema70 = {"then":{"properties":{"style":{"enum":["simple"]}}}};const schema71 = {"then":{"properties":{"style":{"enum":["form","spaceDelimited","pipeDelimited","deepObject"]}}}};const schema72 = {"then":{"properties":{"style":{"enum":["form"]}}}};const schema56 = {"properties":{"schema":{"type":["object","boolean"]}}};function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate43.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.summary = true;props0.description = true;props0.value = true;props0.externalValue = true;}if(data.summary !== undefined){const _errs2 = errors;if(typeof data.summary !== "string"){validate43.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate43.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.externalValue !== undefined){const _errs6 = errors;{{if(!(typeof data.externalValue === "string")){validate43.errors = [{instancePath:instancePath+"/externalValue",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate43.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}else {validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate43.errors = vErrors;return errors === 0;}validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate41.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate41.errors = vErrors;return false;}validate41.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate41.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate40.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.examples !== undefined){let data0 = data.examples;const _errs0 = errors;if(errors === _errs0){if(data0 && typeof data0 == "object" && !Array.isArray(data0)){for(const key0 in data0){const _errs3 = errors;if(!(validate41(data0[key0], {instancePath:instancePath+"/examples/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);errors = vErrors.length;}var valid1 = _errs3 === errors;if(!valid1){break;}}}else {validate40.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}}}validate40.errors = vErrors;return errors === 0;}validate40.evaluated = {"props":{"example":true,"examples":true},"dynamicProps":false,"dynamicItems":false};const schema63 = {"properties":{"style":{"enum":["form","spaceDelimited","pipeDelimited","deepObject"]}}};const schema67 = {"dependentSchemas":{"schema":{"properties":{"style":{"enum":["simple"]},"schema":{"type":["object","boolean"]}}}}};const wrapper0 = {validate: validate38};function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate50.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.description = true;props0.required = true;props0.deprecated = true;props0.allowEmptyValue = true;}if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate50.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.required !== undefined){const _errs4 = errors;if(typeof data.required !== "boolean"){validate50.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.deprecated !== undefined){const _errs6 = errors;if(typeof data.deprecated !== "boolean"){validate50.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(data.allowEmptyValue !== undefined){const _errs8 = errors;if(typeof data.allowEmptyValue !== "boolean"){validate50.errors = [{instancePath:instancePath+"/allowEmptyValue",schemaPath:"#/properties/allowEmptyValue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid2 = _errs8 === errors;}else {var valid2 = true;}if(valid2){if(data.schema !== undefined){const _errs10 = errors;if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);errors = vErrors.length;}if(errors === _errs10){if(data && typeof data == "object" && !Array.isArray(data)){if(data.style !== undefined){const _errs11 = errors;if(!(data.style === "simple")){validate50.errors = [{instancePath:instancePath+"/style",schemaPath:"#/dependentSchemas/schema/properties/style/enum",keyword:"enum",params:{allowedValues: schema67.dependentSchemas.schema.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}var valid4 = _errs11 === errors;}else {var valid4 = true;}if(valid4){if(data.explode !== undefined){const _errs12 = errors;if(typeof data.explode !== "boolean"){validate50.errors = [{instancePath:instancePath+"/explode",schemaPath:"#/dependentSchemas/schema/properties/explode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid4 = _errs12 === errors;}else {var valid4 = true;}if(valid4){if(data.allowReserved !== undefined){const _errs14 = errors;if(typeof data.allowReserved !== "boolean"){validate50.errors = [{instancePath:instancePath+"/allowReserved",schemaPath:"#/dependentSchemas/schema/properties/allowReserved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid4 = _errs14 === errors;}else {var valid4 = true;}if(valid4){if(data.schema !== undefined){let data7 = data.schema;const _errs16 = errors;if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (typeof data7 !== "boolean")){validate50.errors = [{instancePath:instancePath+"/schema",schemaPath:"#/dependentSchemas/schema/properties/schema/type",keyword:"type",params:{type: schema67.dependentSchemas.schema.properties.schema.type},message:"must be object,boolean"}];return false;}var valid4 = _errs16 === errors;}else {var valid4 = true;}}}}}}var valid3 = _errs10 === errors;if(valid3){if(props0 !== true){props0 = props0 || {};props0.style = true;props0.explode = true;props0.allowReserved = true;props0.schema = true;props0.example = true;props0.examples = true;}}}else {var valid3 = true;}if(valid3){if(data.content !== undefined){const _errs18 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.content !== undefined){if(!(wrapper0.validate(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);errors = vErrors.length;}}}var valid3 = _errs18 === errors;if(valid3){if(props0 !== true){props0 = props0 || {};props0.content = true;}}}else {var valid3 = true;}if(valid3){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate50.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}}else {validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate50.errors = vErrors;return errors === 0;}validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate48.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate48.errors = vErrors;return false;}validate48.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate48.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate47.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}var valid0 = _errs1 === errors;if(valid0){const _errs3 = errors;const _errs5 = errors;let valid4 = true;const _errs6 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.style === undefined) && ("style")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {if(data.style !== undefined){if("form" !== data.style){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}}var _valid0 = _errs6 === errors;errors = _errs5;if(vErrors !== null){if(_errs5){vErrors.length = _errs5;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs8 = errors;var _valid0 = _errs8 === errors;valid4 = _valid0;if(valid4){var props1 = {};props1.explode = true;props1.style = true;}ifClause0 = "then";}else {const _errs9 = errors;var _valid0 = _errs9 === errors;valid4 = _valid0;if(valid4){if(props1 !== true){props1 = props1 || {};props1.explode = true;}}ifClause0 = "else";}if(!valid4){const err2 = {instancePath,schemaPath:"#/$defs/encoding/$defs/explode-default/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate47.errors = vErrors;return false;}var valid0 = _errs3 === errors;if(valid0){if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.contentType = true;props0.headers = true;props0.style = true;props0.explode = true;props0.allowReserved = true;}if(data.contentType !== undefined){const _errs10 = errors;if(errors === _errs10){if(errors === _errs10){if(!(typeof data.contentType === "string")){validate47.errors = [{instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid6 = _errs10 === errors;}else {var valid6 = true;}if(valid6){if(data.headers !== undefined){let data2 = data.headers;const _errs12 = errors;if(errors === _errs12){if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs15 = errors;if(!(validate48(data2[key1], {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);errors = vErrors.length;}var valid7 = _errs15 === errors;if(!valid7){break;}}}else {validate47.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid6 = _errs12 === errors;}else {var valid6 = true;}if(valid6){if(data.style !== undefined){let data4 = data.style;const _errs16 = errors;if(!((((data4 === "form") || (data4 === "spaceDelimited")) || (data4 === "pipeDelimited")) || (data4 === "deepObject"))){validate47.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema63.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}var valid6 = _errs16 === errors;}else {var valid6 = true;}if(valid6){if(data.explode !== undefined){const _errs17 = errors;if(typeof data.explode !== "boolean"){validate47.errors = [{instancePath:instancePath+"/explode",schemaPath:"#/properties/explode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid6 = _errs17 === errors;}else {var valid6 = true;}if(valid6){if(data.allowReserved !== undefined){const _errs19 = errors;if(typeof data.allowReserved !== "boolean"){validate47.errors = [{instancePath:instancePath+"/allowReserved",schemaPath:"#/properties/allowReserved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid6 = _errs19 === errors;}else {var valid6 = true;}if(valid6){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate47.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}else {validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate47.errors = vErrors;return errors === 0;}validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate39.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}var valid0 = _errs1 === errors;if(valid0){const _errs3 = errors;if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);errors = vErrors.length;}var valid0 = _errs3 === errors;if(valid0){if(props0 !== true){props0 = props0 || {};props0.example = true;props0.examples = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.schema = true;props0.encoding = true;}if(data.schema !== undefined){let data0 = data.schema;const _errs4 = errors;if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (typeof data0 !== "boolean")){validate39.errors = [{instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: schema56.properties.schema.type},message:"must be object,boolean"}];return false;}var valid3 = _errs4 === errors;}else {var valid3 = true;}if(valid3){if(data.encoding !== undefined){let data1 = data.encoding;const _errs6 = errors;if(errors === _errs6){if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key1 in data1){const _errs9 = errors;if(!(validate47(data1[key1], {instancePath:instancePath+"/encoding/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);errors = vErrors.length;}var valid4 = _errs9 === errors;if(!valid4){break;}}}else {validate39.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid3 = _errs6 === errors;}else {var valid3 = true;}if(valid3){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate39.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}else {validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate39.errors = vErrors;return errors === 0;}validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate38.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){const _errs1 = errors;var valid0 = _errs1 === errors;if(!valid0){const err0 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;validate38.errors = vErrors;return false;}}if(valid0){for(const key1 in data){const _errs3 = errors;if(!(validate39(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);errors = vErrors.length;}var valid1 = _errs3 === errors;if(!valid1){break;}}}}else {validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate38.errors = vErrors;return errors === 0;}validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate37.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}var valid0 = _errs0 === errors;if(valid0){const _errs2 = errors;let valid2 = false;let passing0 = null;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.schema === undefined) && (missing0 = "schema")){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0){valid2 = true;passing0 = 0;}const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.content === undefined) && (missing1 = "content")){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs4 === errors;if(_valid0 && valid2){valid2 = false;passing0 = [passing0, 1];}else {if(_valid0){valid2 = true;passing0 = 1;}}if(!valid2){const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate37.errors = vErrors;return false;}else {errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.in === undefined) && (missing2 = "in")){validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.name = true;props0.in = true;props0.description = true;props0.required = true;props0.deprecated = true;props0.allowEmptyValue = true;props0.schema = true;props0.content = true;}if(data.name !== undefined){const _errs5 = errors;if(typeof data.name !== "string"){validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs5 === errors;}else {var valid3 = true;}if(valid3){if(data.in !== undefined){let data1 = data.in;const _errs7 = errors;if(!((((data1 === "query") || (data1 === "header")) || (data1 === "path")) || (data1 === "cookie"))){validate37.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/enum",keyword:"enum",params:{allowedValues: schema53.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid3 = _errs7 === errors;}else {var valid3 = true;}if(valid3){if(data.description !== undefined){const _errs8 = errors;if(typeof data.description !== "string"){validate37.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs8 === errors;}else {var valid3 = true;}if(valid3){if(data.required !== undefined){const _errs10 = errors;if(typeof data.required !== "boolean"){validate37.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid3 = _errs10 === errors;}else {var valid3 = true;}if(valid3){if(data.deprecated !== undefined){const _errs12 = errors;if(typeof data.deprecated !== "boolean"){validate37.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid3 = _errs12 === errors;}else {var valid3 = true;}if(valid3){if(data.allowEmptyValue !== undefined){const _errs14 = errors;if(typeof data.allowEmptyValue !== "boolean"){validate37.errors = [{instancePath:instancePath+"/allowEmptyValue",schemaPath:"#/properties/allowEmptyValue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid3 = _errs14 === errors;}else {var valid3 = true;}if(valid3){if(data.schema !== undefined){let data6 = data.schema;const _errs16 = errors;if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (typeof data6 !== "boolean")){validate37.errors = [{instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: schema53.properties.schema.type},message:"must be object,boolean"}];return false;}var valid3 = _errs16 === errors;}else {var valid3 = true;}if(valid3){if(data.content !== undefined){const _errs18 = errors;if(!(validate38(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);errors = vErrors.length;}var valid3 = _errs18 === errors;}else {var valid3 = true;}if(valid3){if(data.schema !== undefined){const _errs19 = errors;const _errs20 = errors;if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);errors = vErrors.length;}var valid5 = _errs20 === errors;if(valid5){const _errs21 = errors;const _errs23 = errors;let valid7 = true;const _errs24 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.in === undefined) && ("in")){const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}else {if(data.in !== undefined){if("path" !== data.in){const err4 = {};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}}var _valid1 = _errs24 === errors;errors = _errs23;if(vErrors !== null){if(_errs23){vErrors.length = _errs23;}else {vErrors = null;}}if(_valid1){const _errs26 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing4;if((data.required === undefined) && (missing4 = "required")){validate37.errors = [{instancePath,schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/then/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];return false;}else {if(data.style !== undefined){let data9 = data.style;const _errs27 = errors;if(!(((data9 === "matrix") || (data9 === "label")) || (data9 === "simple"))){validate37.errors = [{instancePath:instancePath+"/style",schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/then/properties/style/enum",keyword:"enum",params:{allowedValues: schema69.then.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}var valid9 = _errs27 === errors;}else {var valid9 = true;}if(valid9){if(data.required !== undefined){const _errs28 = errors;if(true !== data.required){validate37.errors = [{instancePath:instancePath+"/required",schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/then/properties/required/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];return false;}var valid9 = _errs28 === errors;}else {var valid9 = true;}}}}var _valid1 = _errs26 === errors;valid7 = _valid1;if(valid7){var props1 = {};props1.style = true;props1.required = true;props1.in = true;}}if(!valid7){const err5 = {instancePath,schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;validate37.errors = vErrors;return false;}var valid5 = _errs21 === errors;if(valid5){if(props1 !== true){props1 = props1 || {};props1.example = true;props1.examples = true;}const _errs29 = errors;const _errs31 = errors;let valid11 = true;const _errs32 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.in === undefined) && ("in")){const err6 = {};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {if(data.in !== undefined){if("header" !== data.in){const err7 = {};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}}var _valid2 = _errs32 === errors;errors = _errs31;if(vErrors !== null){if(_errs31){vErrors.length = _errs31;}else {vErrors = null;}}if(_valid2){const _errs34 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.style !== undefined){if(!(data.style === "simple")){validate37.errors = [{instancePath:instancePath+"/style",schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header/then/properties/style/enum",keyword:"enum",params:{allowedValues: schema70.then.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}}}var _valid2 = _errs34 === errors;valid11 = _valid2;if(valid11){var props2 = {};props2.style = true;props2.in = true;}}if(!valid11){const err8 = {instancePath,schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;validate37.errors = vErrors;return false;}var valid5 = _errs29 === errors;if(valid5){if(props1 !== true && props2 !== undefined){if(props2 === true){props1 = true;}else {props1 = props1 || {};Object.assign(props1, props2);}}const _errs36 = errors;const _errs38 = errors;let valid15 = true;const _errs39 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.in === undefined) && ("in")){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}else {if(data.in !== undefined){if("query" !== data.in){const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}}var _valid3 = _errs39 === errors;errors = _errs38;if(vErrors !== null){if(_errs38){vErrors.length = _errs38;}else {vErrors = null;}}if(_valid3){const _errs41 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.style !== undefined){let data14 = data.style;if(!((((data14 === "form") || (data14 === "spaceDelimited")) || (data14 === "pipeDelimited")) || (data14 === "deepObject"))){validate37.errors = [{instancePath:instancePath+"/style",schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query/then/properties/style/enum",keyword:"enum",params:{allowedValues: schema71.then.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}}}var _valid3 = _errs41 === errors;valid15 = _valid3;if(valid15){var props3 = {};props3.style = true;props3.in = true;}}if(!valid15){const err11 = {instancePath,schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;validate37.errors = vErrors;return false;}var valid5 = _errs36 === errors;if(valid5){if(props1 !== true && props3 !== undefined){if(props3 === true){props1 = true;}else {props1 = props1 || {};Object.assign(props1, props3);}}const _errs43 = errors;const _errs45 = errors;let valid19 = true;const _errs46 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.in === undefined) && ("in")){const err12 = {};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}else {if(data.in !== undefined){if("cookie" !== data.in){const err13 = {};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}}var _valid4 = _errs46 === errors;errors = _errs45;if(vErrors !== null){if(_errs45){vErrors.length = _errs45;}else {vErrors = null;}}if(_valid4){const _errs48 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.style !== undefined){if(!(data.style === "form")){validate37.errors = [{instancePath:instancePath+"/style",schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie/then/properties/style/enum",keyword:"enum",params:{allowedValues: schema72.then.properties.style.enum},message:"must be equal to one of the allowed values"}];return false;}}}var _valid4 = _errs48 === errors;valid19 = _valid4;if(valid19){var props4 = {};props4.style = true;props4.in = true;}}if(!valid19){const err14 = {instancePath,schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;validate37.errors = vErrors;return false;}var valid5 = _errs43 === errors;if(valid5){if(props1 !== true && props4 !== undefined){if(props4 === true){props1 = true;}else {props1 = props1 || {};Object.assign(props1, props4);}}const _errs50 = errors;const _errs52 = errors;let valid23 = true;const _errs53 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.style === undefined) && ("style")){const err15 = {};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}else {if(data.style !== undefined){if("form" !== data.style){const err16 = {};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}}var _valid5 = _errs53 === errors;errors = _errs52;if(vErrors !== null){if(_errs52){vErrors.length = _errs52;}else {vErrors = null;}}let ifClause0;if(_valid5){const _errs55 = errors;var _valid5 = _errs55 === errors;valid23 = _valid5;if(valid23){var props5 = {};props5.explode = true;props5.style = true;}ifClause0 = "then";}else {const _errs56 = errors;var _valid5 = _errs56 === errors;valid23 = _valid5;if(valid23){if(props5 !== true){props5 = props5 || {};props5.explode = true;}}ifClause0 = "else";}if(!valid23){const err17 = {instancePath,schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-form/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;validate37.errors = vErrors;return false;}var valid5 = _errs50 === errors;if(valid5){if(props1 !== true && props5 !== undefined){if(props5 === true){props1 = true;}else {props1 = props1 || {};Object.assign(props1, props5);}}}}}}}}if(errors === _errs19){if(data && typeof data == "object" && !Array.isArray(data)){if(props1 !== true){props1 = props1 || {};props1.style = true;props1.explode = true;props1.allowReserved = true;}if(data.style !== undefined){const _errs57 = errors;if(typeof data.style !== "string"){validate37.errors = [{instancePath:instancePath+"/style",schemaPath:"#/dependentSchemas/schema/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid25 = _errs57 === errors;}else {var valid25 = true;}if(valid25){if(data.explode !== undefined){const _errs59 = errors;if(typeof data.explode !== "boolean"){validate37.errors = [{instancePath:instancePath+"/explode",schemaPath:"#/dependentSchemas/schema/properties/explode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid25 = _errs59 === errors;}else {var valid25 = true;}if(valid25){if(data.allowReserved !== undefined){const _errs61 = errors;if(typeof data.allowReserved !== "boolean"){validate37.errors = [{instancePath:instancePath+"/allowReserved",schemaPath:"#/dependentSchemas/schema/properties/allowReserved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid25 = _errs61 === errors;}else {var valid25 = true;}}}}}var valid4 = _errs19 === errors;if(valid4){if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}}}else {var valid4 = true;}if(valid4){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate37.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}}}}}}else {validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate37.errors = vErrors;return errors === 0;}validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate34.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate34.errors = vErrors;return false;}validate34.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate34.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate61.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.url === undefined) && (missing0 = "url")){validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.description = true;props0.url = true;}if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate61.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.url !== undefined){const _errs4 = errors;{{if(!(typeof data.url === "string")){validate61.errors = [{instancePath:instancePath+"/url",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate61.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}else {validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate61.errors = vErrors;return errors === 0;}validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate66.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.content === undefined) && (missing0 = "content")){validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.description = true;props0.content = true;props0.required = true;}if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate66.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.content !== undefined){const _errs4 = errors;if(!(validate38(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);errors = vErrors.length;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.required !== undefined){const _errs5 = errors;if(typeof data.required !== "boolean"){validate66.errors = [{instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid2 = _errs5 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate66.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate66.errors = vErrors;return errors === 0;}validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate64.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate66(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate64.errors = vErrors;return false;}validate64.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate64.evaluated = {"dynamicProps":true,"dynamicItems":false};const pattern26 = new RegExp("^[1-5][0-9X]{2}$", "u");function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate78.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}var valid0 = _errs0 === errors;if(valid0){const _errs2 = errors;let valid2 = false;let passing0 = null;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.operationRef === undefined) && (missing0 = "operationRef")){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0){valid2 = true;passing0 = 0;}const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.operationId === undefined) && (missing1 = "operationId")){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs4 === errors;if(_valid0 && valid2){valid2 = false;passing0 = [passing0, 1];}else {if(_valid0){valid2 = true;passing0 = 1;}}if(!valid2){const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate78.errors = vErrors;return false;}else {errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.operationRef = true;props0.operationId = true;props0.parameters = true;props0.requestBody = true;props0.description = true;props0.body = true;}if(data.operationRef !== undefined){const _errs5 = errors;const _errs6 = errors;if(errors === _errs6){if(errors === _errs6){if(!(typeof data.operationRef === "string")){validate78.errors = [{instancePath:instancePath+"/operationRef",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid3 = _errs5 === errors;}else {var valid3 = true;}if(valid3){if(data.parameters !== undefined){let data1 = data.parameters;const _errs8 = errors;const _errs9 = errors;if(errors === _errs9){if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key1 in data1){const _errs12 = errors;if(typeof data1[key1] !== "string"){validate78.errors = [{instancePath:instancePath+"/parameters/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/map-of-strings/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid6 = _errs12 === errors;if(!valid6){break;}}}else {validate78.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/$defs/map-of-strings/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid3 = _errs8 === errors;}else {var valid3 = true;}if(valid3){if(data.description !== undefined){const _errs14 = errors;if(typeof data.description !== "string"){validate78.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs14 === errors;}else {var valid3 = true;}if(valid3){if(data.body !== undefined){const _errs16 = errors;if(!(validate27(data.body, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid3 = _errs16 === errors;}else {var valid3 = true;}if(valid3){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate78.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate78.errors = vErrors;return errors === 0;}validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate76.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate78(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate76.errors = vErrors;return false;}validate76.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate76.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate73.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.description === undefined) && (missing0 = "description")){validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.description = true;props0.headers = true;props0.content = true;props0.links = true;}if(data.description !== undefined){const _errs2 = errors;if(typeof data.description !== "string"){validate73.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.headers !== undefined){let data1 = data.headers;const _errs4 = errors;if(errors === _errs4){if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key1 in data1){const _errs7 = errors;if(!(validate48(data1[key1], {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);errors = vErrors.length;}var valid3 = _errs7 === errors;if(!valid3){break;}}}else {validate73.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.content !== undefined){const _errs8 = errors;if(!(validate38(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);errors = vErrors.length;}var valid2 = _errs8 === errors;}else {var valid2 = true;}if(valid2){if(data.links !== undefined){let data4 = data.links;const _errs9 = errors;if(errors === _errs9){if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key2 in data4){const _errs12 = errors;if(!(validate76(data4[key2], {instancePath:instancePath+"/links/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);errors = vErrors.length;}var valid4 = _errs12 === errors;if(!valid4){break;}}}else {validate73.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs9 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key3 in data){if(!props0 || !props0[key3]){validate73.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key3},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}else {validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate73.errors = vErrors;return errors === 0;}validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate71.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate71.errors = vErrors;return false;}validate71.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate71.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate70.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.default = true;}if(data.default !== undefined){const _errs2 = errors;if(!(validate71(data.default, {instancePath:instancePath+"/default",parentData:data,parentDataProperty:"default",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);errors = vErrors.length;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){var valid3 = true;for(const key1 in data){if(pattern26.test(key1)){const _errs3 = errors;if(!(validate71(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);errors = vErrors.length;}var valid3 = _errs3 === errors;props0[key1] = true;}}if(valid3){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate70.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}else {validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate70.errors = vErrors;return errors === 0;}validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const wrapper1 = {validate: validate32};function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate89.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(wrapper1.validate(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);errors = vErrors.length;}else {var props1 = wrapper1.validate.evaluated.props;var items0 = wrapper1.validate.evaluated.items;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate89.errors = vErrors;return false;}validate89.errors = vErrors;evaluated0.props = props0;evaluated0.items = items0;return errors === 0;}validate89.evaluated = {"dynamicProps":true,"dynamicItems":true};function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate88.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){for(const key1 in data){const _errs3 = errors;if(!(validate89(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);errors = vErrors.length;}var valid2 = _errs3 === errors;if(!valid2){break;}}}else {validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate88.errors = vErrors;return errors === 0;}validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate86.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate86.errors = vErrors;return false;}validate86.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate86.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate60.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.tags = true;props0.summary = true;props0.description = true;props0.externalDocs = true;props0.operationId = true;props0.parameters = true;props0.requestBody = true;props0.responses = true;props0.callbacks = true;props0.deprecated = true;props0.security = true;props0.servers = true;}if(data.tags !== undefined){let data0 = data.tags;const _errs2 = errors;if(errors === _errs2){if(Array.isArray(data0)){var valid3 = true;const len0 = data0.length;for(let i0=0; i0<len0; i0++){const _errs4 = errors;if(typeof data0[i0] !== "string"){validate60.errors = [{instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid3 = _errs4 === errors;if(!valid3){break;}}}else {validate60.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.summary !== undefined){const _errs6 = errors;if(typeof data.summary !== "string"){validate60.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(data.description !== undefined){const _errs8 = errors;if(typeof data.description !== "string"){validate60.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs8 === errors;}else {var valid2 = true;}if(valid2){if(data.externalDocs !== undefined){const _errs10 = errors;if(!(validate61(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}var valid2 = _errs10 === errors;}else {var valid2 = true;}if(valid2){if(data.operationId !== undefined){const _errs11 = errors;if(typeof data.operationId !== "string"){validate60.errors = [{instancePath:instancePath+"/operationId",schemaPath:"#/properties/operationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs11 === errors;}else {var valid2 = true;}if(valid2){if(data.parameters !== undefined){let data6 = data.parameters;const _errs13 = errors;if(errors === _errs13){if(Array.isArray(data6)){var valid4 = true;const len1 = data6.length;for(let i1=0; i1<len1; i1++){const _errs15 = errors;if(!(validate34(data6[i1], {instancePath:instancePath+"/parameters/" + i1,parentData:data6,parentDataProperty:i1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);errors = vErrors.length;}var valid4 = _errs15 === errors;if(!valid4){break;}}}else {validate60.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs13 === errors;}else {var valid2 = true;}if(valid2){if(data.requestBody !== undefined){const _errs16 = errors;if(!(validate64(data.requestBody, {instancePath:instancePath+"/requestBody",parentData:data,parentDataProperty:"requestBody",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);errors = vErrors.length;}var valid2 = _errs16 === errors;}else {var valid2 = true;}if(valid2){if(data.responses !== undefined){const _errs17 = errors;if(!(validate70(data.responses, {instancePath:instancePath+"/responses",parentData:data,parentDataProperty:"responses",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);errors = vErrors.length;}var valid2 = _errs17 === errors;}else {var valid2 = true;}if(valid2){if(data.callbacks !== undefined){let data10 = data.callbacks;const _errs18 = errors;if(errors === _errs18){if(data10 && typeof data10 == "object" && !Array.isArray(data10)){for(const key1 in data10){const _errs21 = errors;if(!(validate86(data10[key1], {instancePath:instancePath+"/callbacks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);errors = vErrors.length;}var valid5 = _errs21 === errors;if(!valid5){break;}}}else {validate60.errors = [{instancePath:instancePath+"/callbacks",schemaPath:"#/properties/callbacks/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs18 === errors;}else {var valid2 = true;}if(valid2){if(data.deprecated !== undefined){const _errs22 = errors;if(typeof data.deprecated !== "boolean"){validate60.errors = [{instancePath:instancePath+"/deprecated",schemaPath:"#/properties/deprecated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];return false;}var valid2 = _errs22 === errors;}else {var valid2 = true;}if(valid2){if(data.security !== undefined){let data13 = data.security;const _errs24 = errors;if(errors === _errs24){if(Array.isArray(data13)){var valid6 = true;const len2 = data13.length;for(let i2=0; i2<len2; i2++){let data14 = data13[i2];const _errs26 = errors;const _errs27 = errors;if(errors === _errs27){if(data14 && typeof data14 == "object" && !Array.isArray(data14)){for(const key2 in data14){let data15 = data14[key2];const _errs30 = errors;if(errors === _errs30){if(Array.isArray(data15)){var valid9 = true;const len3 = data15.length;for(let i3=0; i3<len3; i3++){const _errs32 = errors;if(typeof data15[i3] !== "string"){validate60.errors = [{instancePath:instancePath+"/security/" + i2+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i3,schemaPath:"#/$defs/security-requirement/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid9 = _errs32 === errors;if(!valid9){break;}}}else {validate60.errors = [{instancePath:instancePath+"/security/" + i2+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/security-requirement/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid8 = _errs30 === errors;if(!valid8){break;}}}else {validate60.errors = [{instancePath:instancePath+"/security/" + i2,schemaPath:"#/$defs/security-requirement/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid6 = _errs26 === errors;if(!valid6){break;}}}else {validate60.errors = [{instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs24 === errors;}else {var valid2 = true;}if(valid2){if(data.servers !== undefined){let data17 = data.servers;const _errs34 = errors;if(errors === _errs34){if(Array.isArray(data17)){var valid10 = true;const len4 = data17.length;for(let i4=0; i4<len4; i4++){const _errs36 = errors;if(!(validate27(data17[i4], {instancePath:instancePath+"/servers/" + i4,parentData:data17,parentDataProperty:i4,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid10 = _errs36 === errors;if(!valid10){break;}}}else {validate60.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs34 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key3 in data){if(!props0 || !props0[key3]){validate60.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key3},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}}}}}}}}else {validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate60.errors = vErrors;return errors === 0;}validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate32.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.summary = true;props0.description = true;props0.servers = true;props0.parameters = true;}if(data.summary !== undefined){const _errs2 = errors;if(typeof data.summary !== "string"){validate32.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate32.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.servers !== undefined){let data2 = data.servers;const _errs6 = errors;if(errors === _errs6){if(Array.isArray(data2)){var valid3 = true;const len0 = data2.length;for(let i0=0; i0<len0; i0++){const _errs8 = errors;if(!(validate27(data2[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid3 = _errs8 === errors;if(!valid3){break;}}}else {validate32.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(data.parameters !== undefined){let data4 = data.parameters;const _errs9 = errors;if(errors === _errs9){if(Array.isArray(data4)){var valid4 = true;const len1 = data4.length;for(let i1=0; i1<len1; i1++){const _errs11 = errors;if(!(validate34(data4[i1], {instancePath:instancePath+"/parameters/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);errors = vErrors.length;}var valid4 = _errs11 === errors;if(!valid4){break;}}}else {validate32.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid2 = _errs9 === errors;}else {var valid2 = true;}if(valid2){var valid5 = true;for(const key1 in data){if(pattern19.test(key1)){const _errs12 = errors;if(!(validate60(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);errors = vErrors.length;}var valid5 = _errs12 === errors;props0[key1] = true;}}if(valid5){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate32.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}else {validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate32.errors = vErrors;return errors === 0;}validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate31.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){var valid2 = true;for(const key1 in data){if(pattern12.test(key1)){const _errs2 = errors;if(!(validate32(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);errors = vErrors.length;}var valid2 = _errs2 === errors;props0[key1] = true;}}if(valid2){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate31.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}else {validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate31.errors = vErrors;return errors === 0;}validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const schema97 = {"properties":{"schemas":{"additionalProperties":{"type":["object","boolean"]}}}};const pattern35 = new RegExp("^(schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$", "u");const pattern36 = new RegExp("^[a-zA-Z0-9._-]+$", "u");const schema100 = {"properties":{"type":{"enum":["apiKey","http","mutualTLS","oauth2","openIdConnect"]}}};const schema102 = {"then":{"properties":{"in":{"enum":["query","header","cookie"]}}}};function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate110.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.authorizationUrl === undefined) && (missing0 = "authorizationUrl")) || ((data.scopes === undefined) && (missing0 = "scopes"))){validate110.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.authorizationUrl = true;props0.refreshUrl = true;props0.scopes = true;}if(data.authorizationUrl !== undefined){const _errs2 = errors;if(typeof data.authorizationUrl !== "string"){validate110.errors = [{instancePath:instancePath+"/authorizationUrl",schemaPath:"#/properties/authorizationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.refreshUrl !== undefined){const _errs4 = errors;if(typeof data.refreshUrl !== "string"){validate110.errors = [{instancePath:instancePath+"/refreshUrl",schemaPath:"#/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.scopes !== undefined){let data2 = data.scopes;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(typeof data2[key1] !== "string"){validate110.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/map-of-strings/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs10 === errors;if(!valid4){break;}}}else {validate110.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/$defs/map-of-strings/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate110.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate110.errors = vErrors;return errors === 0;}validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate112.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.tokenUrl === undefined) && (missing0 = "tokenUrl")) || ((data.scopes === undefined) && (missing0 = "scopes"))){validate112.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.tokenUrl = true;props0.refreshUrl = true;props0.scopes = true;}if(data.tokenUrl !== undefined){const _errs2 = errors;if(typeof data.tokenUrl !== "string"){validate112.errors = [{instancePath:instancePath+"/tokenUrl",schemaPath:"#/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.refreshUrl !== undefined){const _errs4 = errors;if(typeof data.refreshUrl !== "string"){validate112.errors = [{instancePath:instancePath+"/refreshUrl",schemaPath:"#/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.scopes !== undefined){let data2 = data.scopes;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(typeof data2[key1] !== "string"){validate112.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/map-of-strings/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs10 === errors;if(!valid4){break;}}}else {validate112.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/$defs/map-of-strings/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate112.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate112.errors = vErrors;return errors === 0;}validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate114.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.tokenUrl === undefined) && (missing0 = "tokenUrl")) || ((data.scopes === undefined) && (missing0 = "scopes"))){validate114.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.tokenUrl = true;props0.refreshUrl = true;props0.scopes = true;}if(data.tokenUrl !== undefined){const _errs2 = errors;if(typeof data.tokenUrl !== "string"){validate114.errors = [{instancePath:instancePath+"/tokenUrl",schemaPath:"#/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.refreshUrl !== undefined){const _errs4 = errors;if(typeof data.refreshUrl !== "string"){validate114.errors = [{instancePath:instancePath+"/refreshUrl",schemaPath:"#/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.scopes !== undefined){let data2 = data.scopes;const _errs6 = errors;{if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key1 in data2){const _errs10 = errors;if(typeof data2[key1] !== "string"){validate114.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/map-of-strings/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs10 === errors;if(!valid4){break;}}}else {validate114.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/$defs/map-of-strings/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate114.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate114.errors = vErrors;return errors === 0;}validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate116.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}{if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((((data.authorizationUrl === undefined) && (missing0 = "authorizationUrl")) || ((data.tokenUrl === undefined) && (missing0 = "tokenUrl"))) || ((data.scopes === undefined) && (missing0 = "scopes"))){validate116.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.authorizationUrl = true;props0.tokenUrl = true;props0.refreshUrl = true;props0.scopes = true;}if(data.authorizationUrl !== undefined){const _errs2 = errors;if(typeof data.authorizationUrl !== "string"){validate116.errors = [{instancePath:instancePath+"/authorizationUrl",schemaPath:"#/properties/authorizationUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.tokenUrl !== undefined){const _errs4 = errors;if(typeof data.tokenUrl !== "string"){validate116.errors = [{instancePath:instancePath+"/tokenUrl",schemaPath:"#/properties/tokenUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.refreshUrl !== undefined){const _errs6 = errors;if(typeof data.refreshUrl !== "string"){validate116.errors = [{instancePath:instancePath+"/refreshUrl",schemaPath:"#/properties/refreshUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(data.scopes !== undefined){let data3 = data.scopes;const _errs8 = errors;{if(data3 && typeof data3 == "object" && !Array.isArray(data3)){for(const key1 in data3){const _errs12 = errors;if(typeof data3[key1] !== "string"){validate116.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/map-of-strings/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid4 = _errs12 === errors;if(!valid4){break;}}}else {validate116.errors = [{instancePath:instancePath+"/scopes",schemaPath:"#/$defs/map-of-strings/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs8 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key2 in data){if(!props0 || !props0[key2]){validate116.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key2},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}else {validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate116.errors = vErrors;return errors === 0;}validate116.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate109.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.implicit = true;props0.password = true;props0.clientCredentials = true;props0.authorizationCode = true;}if(data.implicit !== undefined){const _errs2 = errors;if(!(validate110(data.implicit, {instancePath:instancePath+"/implicit",parentData:data,parentDataProperty:"implicit",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);errors = vErrors.length;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.password !== undefined){const _errs3 = errors;if(!(validate112(data.password, {instancePath:instancePath+"/password",parentData:data,parentDataProperty:"password",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);errors = vErrors.length;}var valid2 = _errs3 === errors;}else {var valid2 = true;}if(valid2){if(data.clientCredentials !== undefined){const _errs4 = errors;if(!(validate114(data.clientCredentials, {instancePath:instancePath+"/clientCredentials",parentData:data,parentDataProperty:"clientCredentials",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);errors = vErrors.length;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.authorizationCode !== undefined){const _errs5 = errors;if(!(validate116(data.authorizationCode, {instancePath:instancePath+"/authorizationCode",parentData:data,parentDataProperty:"authorizationCode",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);errors = vErrors.length;}var valid2 = _errs5 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate109.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate109.errors = vErrors;return errors === 0;}validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate108.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.type === undefined) && ("type")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {if(data.type !== undefined){if("oauth2" !== data.type){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}if(_valid0){const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.flows === undefined) && (missing1 = "flows")){validate108.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {if(data.flows !== undefined){if(!(validate109(data.flows, {instancePath:instancePath+"/flows",parentData:data,parentDataProperty:"flows",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);errors = vErrors.length;}}}}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){var props0 = {};props0.flows = true;props0.type = true;}}if(!valid0){const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate108.errors = vErrors;return false;}validate108.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate108.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate120.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.type === undefined) && ("type")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {if(data.type !== undefined){if("openIdConnect" !== data.type){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}if(_valid0){const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.openIdConnectUrl === undefined) && (missing1 = "openIdConnectUrl")){validate120.errors = [{instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {if(data.openIdConnectUrl !== undefined){const _errs5 = errors;if(errors === _errs5){if(errors === _errs5){if(!(typeof data.openIdConnectUrl === "string")){validate120.errors = [{instancePath:instancePath+"/openIdConnectUrl",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}}}}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){var props0 = {};props0.openIdConnectUrl = true;props0.type = true;}}if(!valid0){const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate120.errors = vErrors;return false;}validate120.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate120.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate107.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}var valid0 = _errs1 === errors;if(valid0){const _errs3 = errors;const _errs5 = errors;let valid4 = true;const _errs6 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.type === undefined) && ("type")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {if(data.type !== undefined){if("apiKey" !== data.type){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}}var _valid0 = _errs6 === errors;errors = _errs5;if(vErrors !== null){if(_errs5){vErrors.length = _errs5;}else {vErrors = null;}}if(_valid0){const _errs8 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if(((data.name === undefined) && (missing1 = "name")) || ((data.in === undefined) && (missing1 = "in"))){validate107.errors = [{instancePath,schemaPath:"#/$defs/security-scheme/$defs/type-apikey/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];return false;}else {if(data.name !== undefined){const _errs9 = errors;if(typeof data.name !== "string"){validate107.errors = [{instancePath:instancePath+"/name",schemaPath:"#/$defs/security-scheme/$defs/type-apikey/then/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid6 = _errs9 === errors;}else {var valid6 = true;}if(valid6){if(data.in !== undefined){let data2 = data.in;const _errs11 = errors;if(!(((data2 === "query") || (data2 === "header")) || (data2 === "cookie"))){validate107.errors = [{instancePath:instancePath+"/in",schemaPath:"#/$defs/security-scheme/$defs/type-apikey/then/properties/in/enum",keyword:"enum",params:{allowedValues: schema102.then.properties.in.enum},message:"must be equal to one of the allowed values"}];return false;}var valid6 = _errs11 === errors;}else {var valid6 = true;}}}}var _valid0 = _errs8 === errors;valid4 = _valid0;if(valid4){var props1 = {};props1.name = true;props1.in = true;props1.type = true;}}if(!valid4){const err2 = {instancePath,schemaPath:"#/$defs/security-scheme/$defs/type-apikey/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;validate107.errors = vErrors;return false;}var valid0 = _errs3 === errors;if(valid0){if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}const _errs12 = errors;const _errs14 = errors;let valid8 = true;const _errs15 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.type === undefined) && ("type")){const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}else {if(data.type !== undefined){if("http" !== data.type){const err4 = {};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}}var _valid1 = _errs15 === errors;errors = _errs14;if(vErrors !== null){if(_errs14){vErrors.length = _errs14;}else {vErrors = null;}}if(_valid1){const _errs17 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing3;if((data.scheme === undefined) && (missing3 = "scheme")){validate107.errors = [{instancePath,schemaPath:"#/$defs/security-scheme/$defs/type-http/then/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];return false;}else {if(data.scheme !== undefined){if(typeof data.scheme !== "string"){validate107.errors = [{instancePath:instancePath+"/scheme",schemaPath:"#/$defs/security-scheme/$defs/type-http/then/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}}var _valid1 = _errs17 === errors;valid8 = _valid1;if(valid8){var props2 = {};props2.scheme = true;props2.type = true;}}if(!valid8){const err5 = {instancePath,schemaPath:"#/$defs/security-scheme/$defs/type-http/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;validate107.errors = vErrors;return false;}var valid0 = _errs12 === errors;if(valid0){if(props0 !== true && props2 !== undefined){if(props2 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props2);}}const _errs20 = errors;const _errs22 = errors;let valid12 = true;const _errs23 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(((data.type === undefined) && ("type")) || ((data.scheme === undefined) && ("scheme"))){const err6 = {};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {if(data.type !== undefined){const _errs24 = errors;if("http" !== data.type){const err7 = {};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}var valid13 = _errs24 === errors;}else {var valid13 = true;}if(valid13){if(data.scheme !== undefined){const _errs25 = errors;if("bearer" !== data.scheme){const err8 = {};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}var valid13 = _errs25 === errors;}else {var valid13 = true;}}}}var _valid2 = _errs23 === errors;errors = _errs22;if(vErrors !== null){if(_errs22){vErrors.length = _errs22;}else {vErrors = null;}}if(_valid2){const _errs26 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing5;if((data.scheme === undefined) && (missing5 = "scheme")){validate107.errors = [{instancePath,schemaPath:"#/$defs/security-scheme/$defs/type-http-bearer/then/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];return false;}else {if(data.bearerFormat !== undefined){if(typeof data.bearerFormat !== "string"){validate107.errors = [{instancePath:instancePath+"/bearerFormat",schemaPath:"#/$defs/security-scheme/$defs/type-http-bearer/then/properties/bearerFormat/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}}var _valid2 = _errs26 === errors;valid12 = _valid2;if(valid12){var props3 = {};props3.bearerFormat = true;props3.type = true;props3.scheme = true;}}if(!valid12){const err9 = {instancePath,schemaPath:"#/$defs/security-scheme/$defs/type-http-bearer/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;validate107.errors = vErrors;return false;}var valid0 = _errs20 === errors;if(valid0){if(props0 !== true && props3 !== undefined){if(props3 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props3);}}const _errs29 = errors;if(!(validate108(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);errors = vErrors.length;}else {var props4 = validate108.evaluated.props;}var valid0 = _errs29 === errors;if(valid0){if(props0 !== true && props4 !== undefined){if(props4 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props4);}}const _errs30 = errors;if(!(validate120(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);errors = vErrors.length;}else {var props5 = validate120.evaluated.props;}var valid0 = _errs30 === errors;if(valid0){if(props0 !== true && props5 !== undefined){if(props5 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props5);}}}}}}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing6;if((data.type === undefined) && (missing6 = "type")){validate107.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.type = true;props0.description = true;}if(data.type !== undefined){let data8 = data.type;const _errs31 = errors;if(!(((((data8 === "apiKey") || (data8 === "http")) || (data8 === "mutualTLS")) || (data8 === "oauth2")) || (data8 === "openIdConnect"))){validate107.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema100.properties.type.enum},message:"must be equal to one of the allowed values"}];return false;}var valid15 = _errs31 === errors;}else {var valid15 = true;}if(valid15){if(data.description !== undefined){const _errs32 = errors;if(typeof data.description !== "string"){validate107.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid15 = _errs32 === errors;}else {var valid15 = true;}if(valid15){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate107.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}else {validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate107.errors = vErrors;return errors === 0;}validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate105.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = true;const _errs1 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if((data.$ref === undefined) && ("$ref")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs1 === errors;errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}let ifClause0;if(_valid0){const _errs2 = errors;if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}var _valid0 = _errs2 === errors;valid0 = _valid0;if(valid0){var props0 = true;}ifClause0 = "then";}else {const _errs3 = errors;if(!(validate107(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);errors = vErrors.length;}var _valid0 = _errs3 === errors;valid0 = _valid0;if(valid0){if(props0 !== true){props0 = true;}}ifClause0 = "else";}if(!valid0){const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate105.errors = vErrors;return false;}validate105.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate105.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate99.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){if(props0 !== true){props0 = props0 || {};props0.schemas = true;props0.responses = true;props0.parameters = true;props0.examples = true;props0.requestBodies = true;props0.headers = true;props0.securitySchemes = true;props0.links = true;props0.callbacks = true;props0.pathItems = true;}if(data.schemas !== undefined){let data0 = data.schemas;const _errs2 = errors;if(errors === _errs2){if(data0 && typeof data0 == "object" && !Array.isArray(data0)){for(const key1 in data0){let data1 = data0[key1];const _errs5 = errors;if((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (typeof data1 !== "boolean")){validate99.errors = [{instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/schemas/additionalProperties/type",keyword:"type",params:{type: schema97.properties.schemas.additionalProperties.type},message:"must be object,boolean"}];return false;}var valid3 = _errs5 === errors;if(!valid3){break;}}}else {validate99.errors = [{instancePath:instancePath+"/schemas",schemaPath:"#/properties/schemas/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.responses !== undefined){let data2 = data.responses;const _errs7 = errors;if(errors === _errs7){if(data2 && typeof data2 == "object" && !Array.isArray(data2)){for(const key2 in data2){const _errs10 = errors;if(!(validate71(data2[key2], {instancePath:instancePath+"/responses/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key2,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);errors = vErrors.length;}var valid4 = _errs10 === errors;if(!valid4){break;}}}else {validate99.errors = [{instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs7 === errors;}else {var valid2 = true;}if(valid2){if(data.parameters !== undefined){let data4 = data.parameters;const _errs11 = errors;if(errors === _errs11){if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key3 in data4){const _errs14 = errors;if(!(validate34(data4[key3], {instancePath:instancePath+"/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);errors = vErrors.length;}var valid5 = _errs14 === errors;if(!valid5){break;}}}else {validate99.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs11 === errors;}else {var valid2 = true;}if(valid2){if(data.examples !== undefined){let data6 = data.examples;const _errs15 = errors;if(errors === _errs15){if(data6 && typeof data6 == "object" && !Array.isArray(data6)){for(const key4 in data6){const _errs18 = errors;if(!(validate41(data6[key4], {instancePath:instancePath+"/examples/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key4,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);errors = vErrors.length;}var valid6 = _errs18 === errors;if(!valid6){break;}}}else {validate99.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs15 === errors;}else {var valid2 = true;}if(valid2){if(data.requestBodies !== undefined){let data8 = data.requestBodies;const _errs19 = errors;if(errors === _errs19){if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key5 in data8){const _errs22 = errors;if(!(validate64(data8[key5], {instancePath:instancePath+"/requestBodies/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key5,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);errors = vErrors.length;}var valid7 = _errs22 === errors;if(!valid7){break;}}}else {validate99.errors = [{instancePath:instancePath+"/requestBodies",schemaPath:"#/properties/requestBodies/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs19 === errors;}else {var valid2 = true;}if(valid2){if(data.headers !== undefined){let data10 = data.headers;const _errs23 = errors;if(errors === _errs23){if(data10 && typeof data10 == "object" && !Array.isArray(data10)){for(const key6 in data10){const _errs26 = errors;if(!(validate48(data10[key6], {instancePath:instancePath+"/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key6,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);errors = vErrors.length;}var valid8 = _errs26 === errors;if(!valid8){break;}}}else {validate99.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs23 === errors;}else {var valid2 = true;}if(valid2){if(data.securitySchemes !== undefined){let data12 = data.securitySchemes;const _errs27 = errors;if(errors === _errs27){if(data12 && typeof data12 == "object" && !Array.isArray(data12)){for(const key7 in data12){const _errs30 = errors;if(!(validate105(data12[key7], {instancePath:instancePath+"/securitySchemes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data12,parentDataProperty:key7,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);errors = vErrors.length;}var valid9 = _errs30 === errors;if(!valid9){break;}}}else {validate99.errors = [{instancePath:instancePath+"/securitySchemes",schemaPath:"#/properties/securitySchemes/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs27 === errors;}else {var valid2 = true;}if(valid2){if(data.links !== undefined){let data14 = data.links;const _errs31 = errors;if(errors === _errs31){if(data14 && typeof data14 == "object" && !Array.isArray(data14)){for(const key8 in data14){const _errs34 = errors;if(!(validate76(data14[key8], {instancePath:instancePath+"/links/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data14,parentDataProperty:key8,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);errors = vErrors.length;}var valid10 = _errs34 === errors;if(!valid10){break;}}}else {validate99.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs31 === errors;}else {var valid2 = true;}if(valid2){if(data.callbacks !== undefined){let data16 = data.callbacks;const _errs35 = errors;if(errors === _errs35){if(data16 && typeof data16 == "object" && !Array.isArray(data16)){for(const key9 in data16){const _errs38 = errors;if(!(validate86(data16[key9], {instancePath:instancePath+"/callbacks/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data16,parentDataProperty:key9,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);errors = vErrors.length;}var valid11 = _errs38 === errors;if(!valid11){break;}}}else {validate99.errors = [{instancePath:instancePath+"/callbacks",schemaPath:"#/properties/callbacks/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs35 === errors;}else {var valid2 = true;}if(valid2){if(data.pathItems !== undefined){let data18 = data.pathItems;const _errs39 = errors;if(errors === _errs39){if(data18 && typeof data18 == "object" && !Array.isArray(data18)){for(const key10 in data18){const _errs42 = errors;if(!(validate89(data18[key10], {instancePath:instancePath+"/pathItems/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key10,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);errors = vErrors.length;}var valid12 = _errs42 === errors;if(!valid12){break;}}}else {validate99.errors = [{instancePath:instancePath+"/pathItems",schemaPath:"#/properties/pathItems/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid2 = _errs39 === errors;}else {var valid2 = true;}if(valid2){var valid13 = true;for(const key11 in data){if(pattern35.test(key11)){let data20 = data[key11];const _errs43 = errors;if(errors === _errs43){if(data20 && typeof data20 == "object" && !Array.isArray(data20)){for(const key12 in data20){const _errs45 = errors;if(typeof key12 === "string"){if(!pattern36.test(key12)){const err0 = {instancePath:instancePath+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E(schemas%7Cresponses%7Cparameters%7Cexamples%7CrequestBodies%7Cheaders%7CsecuritySchemes%7Clinks%7Ccallbacks%7CpathItems)%24/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9._-]+$"},message:"must match pattern \""+"^[a-zA-Z0-9._-]+$"+"\"",propertyName:key12};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var valid14 = _errs45 === errors;if(!valid14){const err1 = {instancePath:instancePath+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E(schemas%7Cresponses%7Cparameters%7Cexamples%7CrequestBodies%7Cheaders%7CsecuritySchemes%7Clinks%7Ccallbacks%7CpathItems)%24/propertyNames",keyword:"propertyNames",params:{propertyName: key12},message:"property name must be valid"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;validate99.errors = vErrors;return false;}}}}var valid13 = _errs43 === errors;props0[key11] = true;}}if(valid13){if(props0 !== true){for(const key13 in data){if(!props0 || !props0[key13]){validate99.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key13},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}}}}}}}else {validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate99.errors = vErrors;return errors === 0;}validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate128.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.name === undefined) && (missing0 = "name")){validate128.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.name = true;props0.description = true;props0.externalDocs = true;}if(data.name !== undefined){const _errs2 = errors;if(typeof data.name !== "string"){validate128.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs2 === errors;}else {var valid2 = true;}if(valid2){if(data.description !== undefined){const _errs4 = errors;if(typeof data.description !== "string"){validate128.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid2 = _errs4 === errors;}else {var valid2 = true;}if(valid2){if(data.externalDocs !== undefined){const _errs6 = errors;if(!(validate61(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}var valid2 = _errs6 === errors;}else {var valid2 = true;}if(valid2){if(props0 !== true){for(const key1 in data){if(!props0 || !props0[key1]){validate128.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}else {validate128.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate128.errors = vErrors;return errors === 0;}validate128.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate20.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;if(data && typeof data == "object" && !Array.isArray(data)){var props0 = {};for(const key0 in data){if(pattern4.test(key0)){props0[key0] = true;}}}var valid0 = _errs0 === errors;if(valid0){const _errs2 = errors;let valid2 = false;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.paths === undefined) && (missing0 = "paths")){const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs3 === errors;valid2 = valid2 || _valid0;const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.components === undefined) && (missing1 = "components")){const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs4 === errors;valid2 = valid2 || _valid0;const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.webhooks === undefined) && (missing2 = "webhooks")){const err2 = {instancePath,schemaPath:"#/anyOf/2/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs5 === errors;valid2 = valid2 || _valid0;if(!valid2){const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;validate20.errors = vErrors;return false;}else {errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}}}if(errors === 0){if(data && typeof data == "object" && !Array.isArray(data)){let missing3;if(((data.openapi === undefined) && (missing3 = "openapi")) || ((data.info === undefined) && (missing3 = "info"))){validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];return false;}else {if(props0 !== true){props0 = props0 || {};props0.openapi = true;props0.info = true;props0.jsonSchemaDialect = true;props0.servers = true;props0.paths = true;props0.webhooks = true;props0.components = true;props0.security = true;props0.tags = true;props0.externalDocs = true;}if(data.openapi !== undefined){let data0 = data.openapi;const _errs6 = errors;if(errors === _errs6){if(typeof data0 === "string"){if(!pattern5.test(data0)){validate20.errors = [{instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/pattern",keyword:"pattern",params:{pattern: "^3\\.1\\.\\d+(-.+)?$"},message:"must match pattern \""+"^3\\.1\\.\\d+(-.+)?$"+"\""}];return false;}}else {validate20.errors = [{instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}var valid3 = _errs6 === errors;}else {var valid3 = true;}if(valid3){if(data.info !== undefined){const _errs8 = errors;if(!(validate21(data.info, {instancePath:instancePath+"/info",parentData:data,parentDataProperty:"info",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}var valid3 = _errs8 === errors;}else {var valid3 = true;}if(valid3){if(data.jsonSchemaDialect !== undefined){const _errs9 = errors;const _errs10 = errors;if(errors === _errs10){if(errors === _errs10){if(!(typeof data.jsonSchemaDialect === "string")){validate20.errors = [{instancePath:instancePath+"/jsonSchemaDialect",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}}}var valid3 = _errs9 === errors;}else {var valid3 = true;}if(valid3){if(data.servers !== undefined){let data3 = data.servers;const _errs12 = errors;if(errors === _errs12){if(Array.isArray(data3)){var valid5 = true;const len0 = data3.length;for(let i0=0; i0<len0; i0++){const _errs14 = errors;if(!(validate27(data3[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);errors = vErrors.length;}var valid5 = _errs14 === errors;if(!valid5){break;}}}else {validate20.errors = [{instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid3 = _errs12 === errors;}else {var valid3 = true;}if(valid3){if(data.paths !== undefined){const _errs15 = errors;if(!(validate31(data.paths, {instancePath:instancePath+"/paths",parentData:data,parentDataProperty:"paths",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);errors = vErrors.length;}var valid3 = _errs15 === errors;}else {var valid3 = true;}if(valid3){if(data.webhooks !== undefined){let data6 = data.webhooks;const _errs16 = errors;if(errors === _errs16){if(data6 && typeof data6 == "object" && !Array.isArray(data6)){for(const key1 in data6){const _errs19 = errors;if(!(validate89(data6[key1], {instancePath:instancePath+"/webhooks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);errors = vErrors.length;}var valid6 = _errs19 === errors;if(!valid6){break;}}}else {validate20.errors = [{instancePath:instancePath+"/webhooks",schemaPath:"#/properties/webhooks/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid3 = _errs16 === errors;}else {var valid3 = true;}if(valid3){if(data.components !== undefined){const _errs20 = errors;if(!(validate99(data.components, {instancePath:instancePath+"/components",parentData:data,parentDataProperty:"components",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);errors = vErrors.length;}var valid3 = _errs20 === errors;}else {var valid3 = true;}if(valid3){if(data.security !== undefined){let data9 = data.security;const _errs21 = errors;if(errors === _errs21){if(Array.isArray(data9)){var valid7 = true;const len1 = data9.length;for(let i1=0; i1<len1; i1++){let data10 = data9[i1];const _errs23 = errors;const _errs24 = errors;if(errors === _errs24){if(data10 && typeof data10 == "object" && !Array.isArray(data10)){for(const key2 in data10){let data11 = data10[key2];const _errs27 = errors;if(errors === _errs27){if(Array.isArray(data11)){var valid10 = true;const len2 = data11.length;for(let i2=0; i2<len2; i2++){const _errs29 = errors;if(typeof data11[i2] !== "string"){validate20.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/$defs/security-requirement/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];return false;}var valid10 = _errs29 === errors;if(!valid10){break;}}}else {validate20.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/security-requirement/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid9 = _errs27 === errors;if(!valid9){break;}}}else {validate20.errors = [{instancePath:instancePath+"/security/" + i1,schemaPath:"#/$defs/security-requirement/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}var valid7 = _errs23 === errors;if(!valid7){break;}}}else {validate20.errors = [{instancePath:instancePath+"/security",schemaPath:"#/properties/security/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid3 = _errs21 === errors;}else {var valid3 = true;}if(valid3){if(data.tags !== undefined){let data13 = data.tags;const _errs31 = errors;if(errors === _errs31){if(Array.isArray(data13)){var valid11 = true;const len3 = data13.length;for(let i3=0; i3<len3; i3++){const _errs33 = errors;if(!(validate128(data13[i3], {instancePath:instancePath+"/tags/" + i3,parentData:data13,parentDataProperty:i3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);errors = vErrors.length;}var valid11 = _errs33 === errors;if(!valid11){break;}}}else {validate20.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];return false;}}var valid3 = _errs31 === errors;}else {var valid3 = true;}if(valid3){if(data.externalDocs !== undefined){const _errs34 = errors;if(!(validate61(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);errors = vErrors.length;}var valid3 = _errs34 === errors;}else {var valid3 = true;}if(valid3){if(props0 !== true){for(const key3 in data){if(!props0 || !props0[key3]){validate20.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key3},message:"must NOT have unevaluated properties"}];return false;}}}}}}}}}}}}}}}else {validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];return false;}}validate20.errors = vErrors;return errors === 0;}validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
	  return module.exports;
	})();
	schema$1 = function validateSchemaPrecompiled(api) {
	  const accepts = api.swagger ? swagger2 : api.openapi.startsWith("3.1") ? openapi31 : openapi30;
	  if (accepts(api)) return;
	  validateSchema(api);
	};
	return schema$1;
}

var lib$2;
var hasRequiredLib$1;

function requireLib$1 () {
	if (hasRequiredLib$1) return lib$2;
	hasRequiredLib$1 = 1;

	lib$2 = [
	  "get", "put", "post", "delete", "options", "head", "patch"
	];
	return lib$2;
}

var spec;
var hasRequiredSpec;

function requireSpec () {
	if (hasRequiredSpec) return spec;
	hasRequiredSpec = 1;

	const util = requireUtil();
	const swaggerMethods = requireLib$1();
	const primitiveTypes = ["array", "boolean", "integer", "number", "string"];
	const schemaTypes = ["array", "boolean", "integer", "number", "string", "object", "null", undefined];

	spec = validateSpec;

	/**
	 * Validates parts of the Swagger 2.0 spec that aren't covered by the Swagger 2.0 JSON Schema.
	 *
	 * @param {SwaggerObject} api
	 */
	function validateSpec(api) {
	  if (api.openapi) {
	    // We don't (yet) support validating against the OpenAPI spec
	    return;
	  }

	  let paths = Object.keys(api.paths || {});
	  let operationIds = [];
	  for (let pathName of paths) {
	    let path = api.paths[pathName];
	    let pathId = "/paths" + pathName;

	    if (path && pathName.indexOf("/") === 0) {
	      validatePath(api, path, pathId, operationIds);
	    }
	  }

	  let definitions = Object.keys(api.definitions || {});
	  for (let definitionName of definitions) {
	    let definition = api.definitions[definitionName];
	    let definitionId = "/definitions/" + definitionName;
	    validateRequiredPropertiesExist(definition, definitionId);
	  }
	}

	/**
	 * Validates the given path.
	 *
	 * @param {SwaggerObject} api           - The entire Swagger API object
	 * @param {object}        path          - A Path object, from the Swagger API
	 * @param {string}        pathId        - A value that uniquely identifies the path
	 * @param {string}        operationIds  - An array of collected operationIds found in other paths
	 */
	function validatePath(api, path, pathId, operationIds) {
	  for (let operationName of swaggerMethods) {
	    let operation = path[operationName];
	    let operationId = pathId + "/" + operationName;

	    if (operation) {
	      let declaredOperationId = operation.operationId;
	      if (declaredOperationId) {
	        if (operationIds.indexOf(declaredOperationId) === -1) {
	          operationIds.push(declaredOperationId);
	        } else {
	          throw new SyntaxError(`Validation failed. Duplicate operation id '${declaredOperationId}'`);
	        }
	      }
	      validateParameters(api, path, pathId, operation, operationId);

	      let responses = Object.keys(operation.responses || {});
	      for (let responseName of responses) {
	        let response = operation.responses[responseName];
	        let responseId = operationId + "/responses/" + responseName;
	        validateResponse(responseName, response || {}, responseId);
	      }
	    }
	  }
	}

	/**
	 * Validates the parameters for the given operation.
	 *
	 * @param {SwaggerObject} api           - The entire Swagger API object
	 * @param {object}        path          - A Path object, from the Swagger API
	 * @param {string}        pathId        - A value that uniquely identifies the path
	 * @param {object}        operation     - An Operation object, from the Swagger API
	 * @param {string}        operationId   - A value that uniquely identifies the operation
	 */
	function validateParameters(api, path, pathId, operation, operationId) {
	  let pathParams = path.parameters || [];
	  let operationParams = operation.parameters || [];

	  // Check for duplicate path parameters
	  try {
	    checkForDuplicates(pathParams);
	  } catch (e) {
	    throw new SyntaxError(e, `Validation failed. ${pathId} has duplicate parameters`);
	  }

	  // Check for duplicate operation parameters
	  try {
	    checkForDuplicates(operationParams);
	  } catch (e) {
	    throw new SyntaxError(e, `Validation failed. ${operationId} has duplicate parameters`);
	  }

	  // Combine the path and operation parameters,
	  // with the operation params taking precedence over the path params
	  let params = pathParams.reduce((combinedParams, value) => {
	    let duplicate = combinedParams.some((param) => {
	      return param.in === value.in && param.name === value.name;
	    });
	    if (!duplicate) {
	      combinedParams.push(value);
	    }
	    return combinedParams;
	  }, operationParams.slice());

	  validateBodyParameters(params, operationId);
	  validatePathParameters(params, pathId, operationId);
	  validateParameterTypes(params, api, operation, operationId);
	}

	/**
	 * Validates body and formData parameters for the given operation.
	 *
	 * @param   {object[]}  params       -  An array of Parameter objects
	 * @param   {string}    operationId  -  A value that uniquely identifies the operation
	 */
	function validateBodyParameters(params, operationId) {
	  let bodyParams = params.filter((param) => {
	    return param.in === "body";
	  });
	  let formParams = params.filter((param) => {
	    return param.in === "formData";
	  });

	  // There can only be one "body" parameter
	  if (bodyParams.length > 1) {
	    throw new SyntaxError(
	      `Validation failed. ${operationId} has ${bodyParams.length} body parameters. Only one is allowed.`,
	    );
	  } else if (bodyParams.length > 0 && formParams.length > 0) {
	    // "body" params and "formData" params are mutually exclusive
	    throw new SyntaxError(
	      `Validation failed. ${operationId} has body parameters and formData parameters. Only one or the other is allowed.`,
	    );
	  }
	}

	/**
	 * Validates path parameters for the given path.
	 *
	 * @param   {object[]}  params        - An array of Parameter objects
	 * @param   {string}    pathId        - A value that uniquely identifies the path
	 * @param   {string}    operationId   - A value that uniquely identifies the operation
	 */
	function validatePathParameters(params, pathId, operationId) {
	  // Find all {placeholders} in the path string
	  let placeholders = pathId.match(util.swaggerParamRegExp) || [];

	  // Check for duplicates
	  for (let i = 0; i < placeholders.length; i++) {
	    for (let j = i + 1; j < placeholders.length; j++) {
	      if (placeholders[i] === placeholders[j]) {
	        throw new SyntaxError(
	          `Validation failed. ${operationId} has multiple path placeholders named ${placeholders[i]}`,
	        );
	      }
	    }
	  }

	  params = params.filter((param) => {
	    return param.in === "path";
	  });

	  for (let param of params) {
	    if (param.required !== true) {
	      throw new SyntaxError(
	        "Validation failed. Path parameters cannot be optional. " +
	          `Set required=true for the "${param.name}" parameter at ${operationId}`,
	      );
	    }
	    let match = placeholders.indexOf("{" + param.name + "}");
	    if (match === -1) {
	      throw new SyntaxError(
	        `Validation failed. ${operationId} has a path parameter named "${param.name}", ` +
	          `but there is no corresponding {${param.name}} in the path string`,
	      );
	    }
	    placeholders.splice(match, 1);
	  }

	  if (placeholders.length > 0) {
	    throw new SyntaxError(`Validation failed. ${operationId} is missing path parameter(s) for ${placeholders}`);
	  }
	}

	/**
	 * Validates data types of parameters for the given operation.
	 *
	 * @param   {object[]}  params       -  An array of Parameter objects
	 * @param   {object}    api          -  The entire Swagger API object
	 * @param   {object}    operation    -  An Operation object, from the Swagger API
	 * @param   {string}    operationId  -  A value that uniquely identifies the operation
	 */
	function validateParameterTypes(params, api, operation, operationId) {
	  for (let param of params) {
	    let parameterId = operationId + "/parameters/" + param.name;
	    let schema, validTypes;

	    switch (param.in) {
	      case "body":
	        schema = param.schema;
	        validTypes = schemaTypes;
	        break;
	      case "formData":
	        schema = param;
	        validTypes = primitiveTypes.concat("file");
	        break;
	      default:
	        schema = param;
	        validTypes = primitiveTypes;
	    }

	    validateSchema(schema, parameterId, validTypes);
	    validateRequiredPropertiesExist(schema, parameterId);

	    if (schema.type === "file") {
	      // "file" params must consume at least one of these MIME types
	      let formData = /multipart\/(.*\+)?form-data/;
	      let urlEncoded = /application\/(.*\+)?x-www-form-urlencoded/;

	      let consumes = operation.consumes || api.consumes || [];

	      let hasValidMimeType = consumes.some((consume) => {
	        return formData.test(consume) || urlEncoded.test(consume);
	      });

	      if (!hasValidMimeType) {
	        throw new SyntaxError(
	          `Validation failed. ${operationId} has a file parameter, so it must consume multipart/form-data ` +
	            "or application/x-www-form-urlencoded",
	        );
	      }
	    }
	  }
	}

	/**
	 * Checks the given parameter list for duplicates, and throws an error if found.
	 *
	 * @param   {object[]}  params  - An array of Parameter objects
	 */
	function checkForDuplicates(params) {
	  for (let i = 0; i < params.length - 1; i++) {
	    let outer = params[i];
	    for (let j = i + 1; j < params.length; j++) {
	      let inner = params[j];
	      if (outer.name === inner.name && outer.in === inner.in) {
	        throw new SyntaxError(`Validation failed. Found multiple ${outer.in} parameters named "${outer.name}"`);
	      }
	    }
	  }
	}

	/**
	 * Validates the given response object.
	 *
	 * @param   {string}    code        -  The HTTP response code (or "default")
	 * @param   {object}    response    -  A Response object, from the Swagger API
	 * @param   {string}    responseId  -  A value that uniquely identifies the response
	 */
	function validateResponse(code, response, responseId) {
	  if (code !== "default" && (code < 100 || code > 599)) {
	    throw new SyntaxError(`Validation failed. ${responseId} has an invalid response code (${code})`);
	  }

	  let headers = Object.keys(response.headers || {});
	  for (let headerName of headers) {
	    let header = response.headers[headerName];
	    let headerId = responseId + "/headers/" + headerName;
	    validateSchema(header, headerId, primitiveTypes);
	  }

	  if (response.schema) {
	    let validTypes = schemaTypes.concat("file");
	    if (validTypes.indexOf(response.schema.type) === -1) {
	      throw new SyntaxError(
	        `Validation failed. ${responseId} has an invalid response schema type (${response.schema.type})`,
	      );
	    } else {
	      validateSchema(response.schema, responseId + "/schema", validTypes);
	    }
	  }
	}

	/**
	 * Validates the given Swagger schema object.
	 *
	 * @param {object}    schema      - A Schema object, from the Swagger API
	 * @param {string}    schemaId    - A value that uniquely identifies the schema object
	 * @param {string[]}  validTypes  - An array of the allowed schema types
	 */
	function validateSchema(schema, schemaId, validTypes) {
	  if (validTypes.indexOf(schema.type) === -1) {
	    throw new SyntaxError(`Validation failed. ${schemaId} has an invalid type (${schema.type})`);
	  }

	  if (schema.type === "array" && !schema.items) {
	    throw new SyntaxError(`Validation failed. ${schemaId} is an array, so it must include an "items" schema`);
	  }
	}

	/**
	 * Validates that the declared properties of the given Swagger schema object actually exist.
	 *
	 * @param {object}    schema      - A Schema object, from the Swagger API
	 * @param {string}    schemaId    - A value that uniquely identifies the schema object
	 */
	function validateRequiredPropertiesExist(schema, schemaId) {
	  /**
	   * Recursively collects all properties of the schema and its ancestors. They are added to the props object.
	   */
	  function collectProperties(schemaObj, props) {
	    if (schemaObj.properties) {
	      for (let property in schemaObj.properties) {
	        if (schemaObj.properties.hasOwnProperty(property)) {
	          props[property] = schemaObj.properties[property];
	        }
	      }
	    }
	    if (schemaObj.allOf) {
	      for (let parent of schemaObj.allOf) {
	        collectProperties(parent, props);
	      }
	    }
	  }

	  // The "required" keyword is only applicable for objects
	  if (Array.isArray(schema.type) && !schema.type.includes("object")) {
	    return;
	  } else if (!Array.isArray(schema.type) && schema.type !== "object") {
	    return;
	  }

	  if (schema.required && Array.isArray(schema.required)) {
	    let props = {};
	    collectProperties(schema, props);
	    for (let requiredProperty of schema.required) {
	      if (!props[requiredProperty]) {
	        throw new SyntaxError(
	          `Validation failed. Property '${requiredProperty}' listed as required but does not exist in '${schemaId}'`,
	        );
	      }
	    }
	  }
	}
	return spec;
}

const win32Sep = "\\";
function convertPathToPosix(filePath) {
    const isExtendedLengthPath = filePath.startsWith("\\\\?\\");
    if (isExtendedLengthPath) {
        return filePath;
    }
    return filePath.split(win32Sep).join("/");
}

const isWindowsConst = /^win/.test(globalThis.process ? globalThis.process.platform : "");
const isWindows = () => isWindowsConst;

const forwardSlashPattern = /\//g;
const protocolPattern = /^(\w{2,}):\/\//i;
const jsonPointerSlash = /~1/g;
const jsonPointerTilde = /~0/g;
const isAbsoluteWin32Path = /^[a-zA-Z]:[\\/]/;
// RegExp patterns to URL-encode special characters in local filesystem paths
const urlEncodePatterns = [
    [/\?/g, "%3F"],
    [/#/g, "%23"],
];
// RegExp patterns to URL-decode special characters for local filesystem paths
const urlDecodePatterns = [/%23/g, "#", /%24/g, "$", /%26/g, "&", /%2C/g, ",", /%40/g, "@"];
const unsafeDomainSuffixes = [".localhost", ".local", ".internal", ".intranet", ".corp", ".home", ".lan"];
const parse$2 = (u) => new URL(u);
/**
 * Returns resolved target URL relative to a base URL in a manner similar to that of a Web browser resolving an anchor tag HREF.
 *
 * @returns
 */
function resolve$1(from, to) {
    // we use a non-existent URL to check if its a relative URL
    const fromUrl = new URL(convertPathToPosix(from), "https://aaa.nonexistanturl.com");
    const resolvedUrl = new URL(convertPathToPosix(to), fromUrl);
    const endSpaces = to.match(/(\s*)$/)?.[1] || "";
    if (resolvedUrl.hostname === "aaa.nonexistanturl.com") {
        // `from` is a relative URL.
        const { pathname, search, hash } = resolvedUrl;
        return pathname + search + decodeURIComponent(hash) + endSpaces;
    }
    const resolved = resolvedUrl.toString() + endSpaces;
    // if there is a #, we want to split on the first one only, and decode the part after
    if (resolved.includes("#")) {
        const [base, hash] = resolved.split("#", 2);
        return base + "#" + decodeURIComponent(hash || "");
    }
    return resolved;
}
/**
 * Returns the current working directory (in Node) or the current page URL (in browsers).
 *
 * @returns
 */
function cwd() {
    if (typeof window !== "undefined" && window.location && window.location.href) {
        const href = window.location.href;
        if (!href || !href.startsWith("http")) {
            // try parsing as url, and if it fails, return root url /
            try {
                new URL(href);
                return href;
            }
            catch {
                return "/";
            }
        }
        return href;
    }
    if (typeof process !== "undefined" && process.cwd) {
        const path = process.cwd();
        const lastChar = path.slice(-1);
        if (lastChar === "/" || lastChar === "\\") {
            return path;
        }
        else {
            return path + "/";
        }
    }
    return "/";
}
/**
 * Returns the protocol of the given URL, or `undefined` if it has no protocol.
 *
 * @param path
 * @returns
 */
function getProtocol(path) {
    const match = protocolPattern.exec(path || "");
    if (match) {
        return match[1].toLowerCase();
    }
    return undefined;
}
/**
 * Returns the lowercased file extension of the given URL,
 * or an empty string if it has no extension.
 *
 * @param path
 * @returns
 */
function getExtension(path) {
    const lastDot = path.lastIndexOf(".");
    if (lastDot >= 0) {
        return stripQuery(path.substring(lastDot).toLowerCase());
    }
    return "";
}
/**
 * Removes the query, if any, from the given path.
 *
 * @param path
 * @returns
 */
function stripQuery(path) {
    const queryIndex = path.indexOf("?");
    if (queryIndex >= 0) {
        path = path.substring(0, queryIndex);
    }
    return path;
}
/**
 * Returns the hash (URL fragment), of the given path.
 * If there is no hash, then the root hash ("#") is returned.
 *
 * @param path
 * @returns
 */
function getHash(path) {
    if (!path) {
        return "#";
    }
    const hashIndex = path.indexOf("#");
    if (hashIndex >= 0) {
        return path.substring(hashIndex);
    }
    return "#";
}
/**
 * Removes the hash (URL fragment), if any, from the given path.
 *
 * @param path
 * @returns
 */
function stripHash(path) {
    if (!path) {
        return "";
    }
    const hashIndex = path.indexOf("#");
    if (hashIndex >= 0) {
        path = path.substring(0, hashIndex);
    }
    return path;
}
/**
 * Determines whether the given path is an HTTP(S) URL.
 *
 * @param path
 * @returns
 */
function isHttp(path) {
    const protocol = getProtocol(path);
    if (protocol === "http" || protocol === "https") {
        return true;
    }
    else if (protocol === undefined) {
        // There is no protocol.  If we're running in a browser, then assume it's HTTP.
        return typeof window !== "undefined";
    }
    else {
        // It's some other protocol, such as "ftp://", "mongodb://", etc.
        return false;
    }
}
/**
 * Determines whether the given url is an unsafe or internal url.
 *
 * @param path - The URL or path to check
 * @returns true if the URL is unsafe/internal, false otherwise
 */
function isUnsafeUrl(path) {
    if (!path || typeof path !== "string") {
        return true;
    }
    // Trim whitespace and convert to lowercase for comparison
    const normalizedPath = path.trim().toLowerCase();
    // Empty or just whitespace
    if (!normalizedPath) {
        return true;
    }
    // JavaScript protocols
    if (normalizedPath.startsWith("javascript:") ||
        normalizedPath.startsWith("vbscript:") ||
        normalizedPath.startsWith("data:")) {
        return true;
    }
    // File protocol
    if (normalizedPath.startsWith("file:")) {
        return true;
    }
    // if we're in the browser, we assume that it is safe
    if (typeof window !== "undefined" && window.location && window.location.href) {
        return false;
    }
    try {
        // Try to parse as URL
        const url = new URL(normalizedPath.startsWith("//") ? "http:" + normalizedPath : normalizedPath);
        if (isUnsafeHostname(url.hostname)) {
            return true;
        }
        // Check for non-standard ports that might indicate internal services
        const port = url.port;
        if (port && isInternalPort(parseInt(port))) {
            return true;
        }
    }
    catch {
        // If URL parsing fails, check if it's a relative path or contains suspicious patterns
        // Relative paths starting with / are generally safe for same-origin
        if (normalizedPath.startsWith("/") && !normalizedPath.startsWith("//")) {
            return false;
        }
        if (containsUnsafeHostname(normalizedPath)) {
            return true;
        }
    }
    return false;
}
/**
 * Helper function to check if a hostname is local or resolves to a non-public literal address.
 */
function isUnsafeHostname(hostname) {
    const normalizedHostname = normalizeHostname(hostname);
    if (!normalizedHostname) {
        return true;
    }
    if (normalizedHostname === "localhost" || unsafeDomainSuffixes.some((suffix) => normalizedHostname.endsWith(suffix))) {
        return true;
    }
    const ipv4 = parseIPv4Address(normalizedHostname);
    if (ipv4) {
        return isUnsafeIPv4Address(ipv4);
    }
    const ipv6 = parseIPv6Address(normalizedHostname);
    if (ipv6) {
        return isUnsafeIPv6Address(ipv6);
    }
    return false;
}
function normalizeHostname(hostname) {
    let normalizedHostname = hostname.trim().toLowerCase();
    if (normalizedHostname.startsWith("[") && normalizedHostname.endsWith("]")) {
        normalizedHostname = normalizedHostname.slice(1, -1);
    }
    while (normalizedHostname.endsWith(".")) {
        normalizedHostname = normalizedHostname.slice(0, -1);
    }
    return normalizedHostname;
}
function parseIPv4Address(ip) {
    const parts = ip.split(".");
    if (parts.length !== 4) {
        return undefined;
    }
    const octets = parts.map((part) => {
        if (!/^\d+$/.test(part)) {
            return Number.NaN;
        }
        return Number(part);
    });
    if (octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) {
        return undefined;
    }
    return octets;
}
/**
 * Helper function to check if an IPv4 address is in a non-public range.
 */
function isUnsafeIPv4Address([a, b, c, d]) {
    return (a === 0 ||
        a === 10 ||
        a === 127 ||
        (a === 100 && b >= 64 && b <= 127) ||
        (a === 169 && b === 254) ||
        (a === 172 && b >= 16 && b <= 31) ||
        (a === 192 && b === 0 && c === 0) ||
        (a === 192 && b === 168) ||
        (a === 198 && (b === 18 || b === 19)) ||
        a >= 224 ||
        (a === 255 && b === 255 && c === 255 && d === 255));
}
function parseIPv6Address(ip) {
    if (!ip.includes(":")) {
        return undefined;
    }
    let normalizedIP = ip;
    const lastSeparator = normalizedIP.lastIndexOf(":");
    const possibleIPv4 = normalizedIP.slice(lastSeparator + 1);
    if (possibleIPv4.includes(".")) {
        const ipv4 = parseIPv4Address(possibleIPv4);
        if (!ipv4) {
            return undefined;
        }
        const firstGroup = ipv4[0] * 256 + ipv4[1];
        const secondGroup = ipv4[2] * 256 + ipv4[3];
        normalizedIP = `${normalizedIP.slice(0, lastSeparator + 1)}${firstGroup.toString(16)}:${secondGroup.toString(16)}`;
    }
    const halves = normalizedIP.split("::");
    if (halves.length > 2) {
        return undefined;
    }
    const head = parseIPv6Groups(halves[0]);
    const tail = halves.length === 2 ? parseIPv6Groups(halves[1]) : [];
    if (!head || !tail) {
        return undefined;
    }
    if (halves.length === 1) {
        return head.length === 8 ? head : undefined;
    }
    const missingGroups = 8 - head.length - tail.length;
    if (missingGroups < 1) {
        return undefined;
    }
    return [...head, ...Array(missingGroups).fill(0), ...tail];
}
function parseIPv6Groups(groups) {
    if (!groups) {
        return [];
    }
    const parsedGroups = groups.split(":").map((group) => {
        if (!/^[\da-f]{1,4}$/i.test(group)) {
            return Number.NaN;
        }
        return Number.parseInt(group, 16);
    });
    if (parsedGroups.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)) {
        return undefined;
    }
    return parsedGroups;
}
/**
 * Helper function to check if an IPv6 address is in a non-public range.
 */
function isUnsafeIPv6Address(groups) {
    if (groups.length !== 8) {
        return false;
    }
    const isUnspecified = groups.every((group) => group === 0);
    const isLoopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
    const isUniqueLocal = (groups[0] & 0xfe00) === 0xfc00;
    const isLinkLocal = (groups[0] & 0xffc0) === 0xfe80;
    const isMulticast = (groups[0] & 0xff00) === 0xff00;
    if (isUnspecified || isLoopback || isUniqueLocal || isLinkLocal || isMulticast) {
        return true;
    }
    const mappedIPv4 = getMappedIPv4Address(groups);
    return mappedIPv4 ? isUnsafeIPv4Address(mappedIPv4) : false;
}
function getMappedIPv4Address(groups) {
    const firstFiveGroupsAreZero = groups.slice(0, 5).every((group) => group === 0);
    const firstSixGroupsAreZero = firstFiveGroupsAreZero && groups[5] === 0;
    const isIPv4Mapped = firstFiveGroupsAreZero && groups[5] === 0xffff;
    if (!firstSixGroupsAreZero && !isIPv4Mapped) {
        return undefined;
    }
    return [Math.floor(groups[6] / 256), groups[6] % 256, Math.floor(groups[7] / 256), groups[7] % 256];
}
function containsUnsafeHostname(value) {
    const candidates = value
        .split(/[\s/?#]+/)
        .map((candidate) => candidate.replace(/^[a-z][\d+.a-z-]*:\/\//i, "").replace(/:\d+$/, ""))
        .filter(Boolean);
    return candidates.some((candidate) => isUnsafeHostname(candidate));
}
/**
 * Helper function to check if a port is typically used for internal services
 */
function isInternalPort(port) {
    const internalPorts = [
        22, // SSH
        23, // Telnet
        25, // SMTP
        53, // DNS
        135, // RPC
        139, // NetBIOS
        445, // SMB
        993, // IMAPS
        995, // POP3S
        1433, // SQL Server
        1521, // Oracle
        3306, // MySQL
        3389, // RDP
        5432, // PostgreSQL
        5900, // VNC
        6379, // Redis
        8080, // Common internal web
        8443, // Common internal HTTPS
        9200, // Elasticsearch
        27017, // MongoDB
    ];
    return internalPorts.includes(port);
}
/**
 * Determines whether the given path is a filesystem path.
 * This includes "file://" URLs.
 *
 * @param path
 * @returns
 */
function isFileSystemPath(path) {
    // @ts-ignore
    if (typeof window !== "undefined" || (typeof process !== "undefined" && process.browser)) {
        // We're running in a browser, so assume that all paths are URLs.
        // This way, even relative paths will be treated as URLs rather than as filesystem paths
        return false;
    }
    const protocol = getProtocol(path);
    return protocol === undefined || protocol === "file";
}
/**
 * Converts a filesystem path to a properly-encoded URL.
 *
 * This is intended to handle situations where JSON Schema $Ref Parser is called
 * with a filesystem path that contains characters which are not allowed in URLs.
 *
 * @example
 * The following filesystem paths would be converted to the following URLs:
 *
 *    <"!@#$%^&*+=?'>.json              ==>   %3C%22!@%23$%25%5E&*+=%3F\'%3E.json
 *    C:\\My Documents\\File (1).json   ==>   C:/My%20Documents/File%20(1).json
 *    file://Project #42/file.json      ==>   file://Project%20%2342/file.json
 *
 * @param path
 * @returns
 */
function fromFileSystemPath(path) {
    // Step 1: On Windows, replace backslashes with forward slashes,
    // rather than encoding them as "%5C"
    if (isWindows()) {
        const projectDir = cwd();
        const upperPath = path.toUpperCase();
        const projectDirPosixPath = convertPathToPosix(projectDir);
        const posixUpper = projectDirPosixPath.toUpperCase();
        const hasProjectDir = upperPath.includes(posixUpper);
        const hasProjectUri = upperPath.includes(posixUpper);
        const isAbsolutePath = isAbsoluteWin32Path.test(path) ||
            path.startsWith("http://") ||
            path.startsWith("https://") ||
            path.startsWith("file://");
        if (!(hasProjectDir || hasProjectUri || isAbsolutePath) && !projectDir.startsWith("http")) {
            const join = (a, b) => {
                if (a.endsWith("/") || a.endsWith("\\")) {
                    return a + b;
                }
                else {
                    return a + "/" + b;
                }
            };
            path = join(projectDir, path);
        }
        path = convertPathToPosix(path);
    }
    // Step 2: `encodeURI` will take care of MOST characters
    path = encodeURI(path);
    // Step 3: Manually encode characters that are not encoded by `encodeURI`.
    // This includes characters such as "#" and "?", which have special meaning in URLs,
    // but are just normal characters in a filesystem path.
    for (const pattern of urlEncodePatterns) {
        path = path.replace(pattern[0], pattern[1]);
    }
    return path;
}
/**
 * Converts a URL to a local filesystem path.
 */
function toFileSystemPath(path, keepFileProtocol) {
    // Bare "%" characters are valid in filesystem paths, but they make `decodeURI` throw.
    // Escape only the non-encoded ones so percent-encoded sequences still decode normally.
    path = path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
    // Step 1: `decodeURI` will decode characters such as Cyrillic characters, spaces, etc.
    path = decodeURI(path);
    // Step 2: Manually decode characters that are not decoded by `decodeURI`.
    // This includes characters such as "#" and "?", which have special meaning in URLs,
    // but are just normal characters in a filesystem path.
    for (let i = 0; i < urlDecodePatterns.length; i += 2) {
        path = path.replace(urlDecodePatterns[i], urlDecodePatterns[i + 1]);
    }
    // Step 3: If it's a "file://" URL, then format it consistently
    // or convert it to a local filesystem path
    let isFileUrl = path.toLowerCase().startsWith("file://");
    if (isFileUrl) {
        // Strip-off the protocol, and the initial "/", if there is one
        path = path.replace(/^file:\/\//, "").replace(/^\//, "");
        // insert a colon (":") after the drive letter on Windows
        if (isWindows() && path[1] === "/") {
            path = `${path[0]}:${path.substring(1)}`;
        }
        if (keepFileProtocol) {
            // Return the consistently-formatted "file://" URL
            path = "file:///" + path;
        }
        else {
            // Convert the "file://" URL to a local filesystem path.
            // On Windows, it will start with something like "C:/".
            // On Posix, it will start with "/"
            isFileUrl = false;
            path = isWindows() ? path : "/" + path;
        }
    }
    // Step 4: Normalize Windows paths (unless it's a "file://" URL)
    if (isWindows() && !isFileUrl) {
        // Replace forward slashes with backslashes
        path = path.replace(forwardSlashPattern, "\\");
        // Capitalize the drive letter
        if (path.match(/^[a-z]:\\/i)) {
            path = path[0].toUpperCase() + path.substring(1);
        }
    }
    return path;
}
/**
 * Converts a $ref pointer to a valid JSON Path.
 *
 * @param pointer
 * @returns
 */
function safePointerToPath(pointer) {
    if (pointer.length <= 1 || pointer[0] !== "#" || pointer[1] !== "/") {
        return [];
    }
    return pointer
        .slice(2)
        .split("/")
        .map((value) => {
        return value.replace(jsonPointerSlash, "/").replace(jsonPointerTilde, "~");
    });
}

const nonJsonTypes = ["function", "symbol", "undefined"];
const protectedProps = ["constructor", "prototype", "__proto__"];
const objectPrototype = Object.getPrototypeOf({});
/**
 * Custom JSON serializer for Error objects.
 * Returns all built-in error properties, as well as extended properties.
 */
function toJSON() {
    // HACK: We have to cast the objects to `any` so we can use symbol indexers.
    // see https://github.com/Microsoft/TypeScript/issues/1863
    const pojo = {};
    const error = this;
    for (const key of getDeepKeys(error)) {
        if (typeof key === "string") {
            const value = error[key];
            const type = typeof value;
            if (!nonJsonTypes.includes(type)) {
                pojo[key] = value;
            }
        }
    }
    return pojo;
}
/**
 * Returns own, inherited, enumerable, non-enumerable, string, and symbol keys of `obj`.
 * Does NOT return members of the base Object prototype, or the specified omitted keys.
 */
function getDeepKeys(obj, omit = []) {
    let keys = [];
    // Crawl the prototype chain, finding all the string and symbol keys
    while (obj && obj !== objectPrototype) {
        keys = keys.concat(Object.getOwnPropertyNames(obj), Object.getOwnPropertySymbols(obj));
        obj = Object.getPrototypeOf(obj);
    }
    // De-duplicate the list of keys
    const uniqueKeys = new Set(keys);
    // Remove any omitted keys
    for (const key of omit.concat(protectedProps)) {
        uniqueKeys.delete(key);
    }
    return uniqueKeys;
}
class JSONParserError extends Error {
    name;
    message;
    source;
    path;
    code;
    constructor(message, source) {
        super();
        this.code = "EUNKNOWN";
        this.name = "JSONParserError";
        this.message = message;
        this.source = source;
        this.path = null;
    }
    toJSON = toJSON.bind(this);
    get footprint() {
        return `${this.path}+${this.source}+${this.code}+${this.message}`;
    }
}
class JSONParserErrorGroup extends Error {
    files;
    constructor(parser) {
        super();
        this.files = parser;
        this.name = "JSONParserErrorGroup";
        this.message = `${this.errors.length} error${this.errors.length > 1 ? "s" : ""} occurred while reading '${toFileSystemPath(parser.$refs._root$Ref.path)}'`;
    }
    toJSON = toJSON.bind(this);
    static getParserErrors(parser) {
        const errors = [];
        for (const $ref of Object.values(parser.$refs._$refs)) {
            if ($ref.errors) {
                errors.push(...$ref.errors);
            }
        }
        return errors;
    }
    get errors() {
        return JSONParserErrorGroup.getParserErrors(this.files);
    }
}
class ParserError extends JSONParserError {
    code = "EPARSER";
    name = "ParserError";
    constructor(message, source) {
        super(`Error parsing ${source}: ${message}`, source);
    }
}
class UnmatchedParserError extends JSONParserError {
    code = "EUNMATCHEDPARSER";
    name = "UnmatchedParserError";
    constructor(source) {
        super(`Could not find parser for "${source}"`, source);
    }
}
class ResolverError extends JSONParserError {
    code = "ERESOLVER";
    name = "ResolverError";
    ioErrorCode;
    constructor(ex, source) {
        super(ex.message || `Error reading file "${source}"`, source);
        if ("code" in ex) {
            this.ioErrorCode = String(ex.code);
        }
    }
}
class UnmatchedResolverError extends JSONParserError {
    code = "EUNMATCHEDRESOLVER";
    name = "UnmatchedResolverError";
    constructor(source) {
        super(`Could not find resolver for "${source}"`, source);
    }
}
class MissingPointerError extends JSONParserError {
    code = "EMISSINGPOINTER";
    name = "MissingPointerError";
    targetToken;
    targetRef;
    targetFound;
    parentPath;
    constructor(token, path, targetRef, targetFound, parentPath) {
        super(`Missing $ref pointer "${getHash(path)}". Token "${token}" does not exist.`, stripHash(path));
        this.targetToken = token;
        this.targetRef = targetRef;
        this.targetFound = targetFound;
        this.parentPath = parentPath;
    }
}
class TimeoutError extends JSONParserError {
    code = "ETIMEOUT";
    name = "TimeoutError";
    constructor(timeout) {
        super(`Dereferencing timeout reached: ${timeout}ms`);
    }
}
class InvalidPointerError extends JSONParserError {
    code = "EUNMATCHEDRESOLVER";
    name = "InvalidPointerError";
    constructor(pointer, path) {
        super(`Invalid $ref pointer "${pointer}". Pointers must begin with "#/"`, stripHash(path));
    }
}
function isHandledError(err) {
    return err instanceof JSONParserError || err instanceof JSONParserErrorGroup;
}
function normalizeError(err) {
    if (err.path === null) {
        err.path = [];
    }
    return err;
}

function getSchemaBasePath(basePath, value) {
    const schemaId = getSchemaId(value);
    return schemaId ? resolve$1(basePath, schemaId) : basePath;
}
function usesDynamicIdScope(value) {
    if (!value || typeof value !== "object" || ArrayBuffer.isView(value)) {
        return false;
    }
    const schema = value.$schema;
    if (typeof schema === "string" &&
        (schema.includes("draft/2019-09/") || schema.includes("draft/2020-12/") || schema.includes("oas/3.1/"))) {
        return true;
    }
    const openapi = value.openapi;
    return typeof openapi === "string" && /^3\.1(?:\.|$)/.test(openapi);
}
function registerSchemaResources($refs, basePath, value, pathType, dynamicIdScope = false) {
    if (!dynamicIdScope) {
        return;
    }
    const seen = new Set();
    const visit = (node, scopeBase) => {
        if (!node || typeof node !== "object" || ArrayBuffer.isView(node) || seen.has(node)) {
            return;
        }
        seen.add(node);
        const nextScopeBase = getSchemaBasePath(scopeBase, node);
        if (nextScopeBase !== scopeBase) {
            $refs._addAlias(nextScopeBase, node, pathType, dynamicIdScope);
        }
        for (const key of Object.keys(node)) {
            visit(node[key], nextScopeBase);
        }
    };
    visit(value, basePath);
}
function getSchemaId(value) {
    if (value &&
        typeof value === "object" &&
        "$id" in value &&
        typeof value.$id === "string" &&
        value.$id.length > 0) {
        return value.$id;
    }
    return undefined;
}

const nullSymbol = Symbol("null");
const slashes = /\//g;
const tildes = /~/g;
const escapedSlash = /~1/g;
const escapedTilde = /~0/g;
const unsafeSetTokens = new Set(["__proto__", "constructor", "prototype"]);
/**
 * This class represents a single JSON pointer and its resolved value.
 *
 * @param $ref
 * @param path
 * @param [friendlyPath] - The original user-specified path (used for error messages)
 * @class
 */
class Pointer {
    /**
     * The {@link $Ref} object that contains this {@link Pointer} object.
     */
    $ref;
    /**
     * The file path or URL, containing the JSON pointer in the hash.
     * This path is relative to the path of the main JSON schema file.
     */
    path;
    /**
     * The original path or URL, used for error messages.
     */
    originalPath;
    /**
     * The current base URI used to resolve nested $ref pointers while walking this pointer.
     */
    scopeBase;
    /**
     * The value of the JSON pointer.
     * Can be any JSON type, not just objects. Unknown file types are represented as Buffers (byte arrays).
     */
    value;
    /**
     * Indicates whether the pointer references itself.
     */
    circular;
    /**
     * The number of indirect references that were traversed to resolve the value.
     * Resolving a single pointer may require resolving multiple $Refs.
     */
    indirections;
    constructor($ref, path, friendlyPath) {
        this.$ref = $ref;
        this.path = path;
        this.originalPath = friendlyPath || path;
        this.scopeBase = $ref.path || stripHash(path);
        this.value = undefined;
        this.circular = false;
        this.indirections = 0;
    }
    /**
     * Resolves the value of a nested property within the given object.
     *
     * @param obj - The object that will be crawled
     * @param options
     * @param pathFromRoot - the path of place that initiated resolving
     *
     * @returns
     * Returns a JSON pointer whose {@link Pointer#value} is the resolved value.
     * If resolving this value required resolving other JSON references, then
     * the {@link Pointer#$ref} and {@link Pointer#path} will reflect the resolution path
     * of the resolved value.
     */
    resolve(obj, options, pathFromRoot) {
        const tokens = Pointer.parse(this.path, this.originalPath);
        const found = [];
        // Crawl the object, one token at a time
        this.value = unwrapOrThrow(obj);
        if (this.$ref.dynamicIdScope && !isAliasedResource(this.$ref)) {
            this.scopeBase = getSchemaBasePath(this.scopeBase, this.value);
        }
        for (let i = 0; i < tokens.length; i++) {
            // During token walking, if the current value is an extended $ref (has sibling keys
            // alongside $ref, as allowed by JSON Schema 2019-09+), and resolveIf$Ref marks it
            // as circular because the $ref resolves to the same path we're walking, we should
            // reset the circular flag and continue walking the object's own properties.
            // This prevents false circular detection when e.g. a root schema has both
            // $ref: "#/$defs/Foo" and $defs: { Foo: {...} } as siblings.
            const wasCircular = this.circular;
            const isExtendedRef = $Ref.isExtended$Ref(this.value);
            if (resolveIf$Ref(this, options, pathFromRoot)) {
                // The $ref path has changed, so append the remaining tokens to the path
                this.path = Pointer.join(this.path, tokens.slice(i));
            }
            else if (!wasCircular && this.circular && isExtendedRef) {
                // resolveIf$Ref set circular=true on an extended $ref during token walking.
                // Since we still have tokens to process, the object should be walked by its
                // properties, not treated as a circular self-reference.
                this.circular = false;
            }
            const token = tokens[i];
            if (this.value[token] === undefined || (this.value[token] === null && i === tokens.length - 1)) {
                // one final case is if the entry itself includes slashes, and was parsed out as a token - we can join the remaining tokens and try again
                let didFindSubstringSlashMatch = false;
                for (let j = tokens.length - 1; j > i; j--) {
                    const joinedToken = tokens.slice(i, j + 1).join("/");
                    if (this.value[joinedToken] !== undefined) {
                        this.value = this.value[joinedToken];
                        i = j;
                        didFindSubstringSlashMatch = true;
                        break;
                    }
                }
                if (didFindSubstringSlashMatch) {
                    continue;
                }
                // If the token we're looking for ended up not containing any slashes but is
                // actually instead pointing to an existing `null` value then we should use that
                // `null` value.
                if (token in this.value && this.value[token] === null) {
                    // We use a `null` symbol for internal tracking to differentiate between a general `null`
                    // value and our expected `null` value.
                    this.value = nullSymbol;
                    continue;
                }
                this.value = null;
                const path = this.$ref.path || "";
                const targetRef = this.path.replace(path, "");
                const targetFound = Pointer.join("", found);
                const parentPath = pathFromRoot?.replace(path, "");
                throw new MissingPointerError(token, decodeURI(this.originalPath), targetRef, targetFound, parentPath);
            }
            else {
                this.value = this.value[token];
            }
            found.push(token);
            if (this.$ref.dynamicIdScope) {
                this.scopeBase = getSchemaBasePath(this.scopeBase, this.value);
            }
        }
        // Resolve the final value
        const finalResolutionBase = this.$ref.dynamicIdScope ? this.scopeBase : this.path;
        if (!this.value || (this.value.$ref && resolve$1(finalResolutionBase, this.value.$ref) !== pathFromRoot)) {
            resolveIf$Ref(this, options, pathFromRoot);
        }
        return this;
    }
    /**
     * Sets the value of a nested property within the given object.
     *
     * @param obj - The object that will be crawled
     * @param value - the value to assign
     * @param options
     *
     * @returns
     * Returns the modified object, or an entirely new object if the entire object is overwritten.
     */
    set(obj, value, options) {
        const tokens = Pointer.parse(this.path);
        let token;
        if (tokens.length === 0) {
            // There are no tokens, replace the entire object with the new value
            this.value = value;
            return value;
        }
        assertSafeSetTokens(this.path, tokens);
        // Crawl the object, one token at a time
        this.value = unwrapOrThrow(obj);
        if (this.$ref.dynamicIdScope && !isAliasedResource(this.$ref)) {
            this.scopeBase = getSchemaBasePath(this.scopeBase, this.value);
        }
        for (let i = 0; i < tokens.length - 1; i++) {
            resolveIf$Ref(this, options);
            token = tokens[i];
            if (this.value && this.value[token] !== undefined) {
                // The token exists
                this.value = this.value[token];
            }
            else {
                // The token doesn't exist, so create it
                this.value = setValue(this, token, {});
            }
            if (this.$ref.dynamicIdScope) {
                this.scopeBase = getSchemaBasePath(this.scopeBase, this.value);
            }
        }
        // Set the value of the final token
        resolveIf$Ref(this, options);
        token = tokens[tokens.length - 1];
        setValue(this, token, value);
        // Return the updated object
        return obj;
    }
    /**
     * Parses a JSON pointer (or a path containing a JSON pointer in the hash)
     * and returns an array of the pointer's tokens.
     * (e.g. "schema.json#/definitions/person/name" => ["definitions", "person", "name"])
     *
     * The pointer is parsed according to RFC 6901
     * {@link https://tools.ietf.org/html/rfc6901#section-3}
     *
     * @param path
     * @param [originalPath]
     * @returns
     */
    static parse(path, originalPath) {
        // Get the JSON pointer from the path's hash
        const pointer = getHash(path).substring(1);
        // If there's no pointer, then there are no tokens,
        // so return an empty array
        if (!pointer) {
            return [];
        }
        // Split into an array
        const split = pointer.split("/");
        // Decode each part, according to RFC 6901
        for (let i = 0; i < split.length; i++) {
            split[i] = split[i].replace(escapedSlash, "/").replace(escapedTilde, "~");
        }
        if (split[0] !== "") {
            throw new InvalidPointerError(pointer, originalPath === undefined ? path : originalPath);
        }
        return split.slice(1);
    }
    /**
     * Creates a JSON pointer path, by joining one or more tokens to a base path.
     *
     * @param base - The base path (e.g. "schema.json#/definitions/person")
     * @param tokens - The token(s) to append (e.g. ["name", "first"])
     * @returns
     */
    static join(base, tokens) {
        // Ensure that the base path contains a hash
        if (base.indexOf("#") === -1) {
            base += "#";
        }
        // Append each token to the base path
        tokens = Array.isArray(tokens) ? tokens : [tokens];
        for (let i = 0; i < tokens.length; i++) {
            const token = tokens[i];
            // Encode the token, according to RFC 6901
            // RFC 6901 only requires encoding ~ as ~0 and / as ~1
            // We do NOT use encodeURIComponent as it encodes characters like $ which should remain literal
            base += "/" + token.replace(tildes, "~0").replace(slashes, "~1");
        }
        return base;
    }
}
/**
 * If the given pointer's {@link Pointer#value} is a JSON reference,
 * then the reference is resolved and {@link Pointer#value} is replaced with the resolved value.
 * In addition, {@link Pointer#path} and {@link Pointer#$ref} are updated to reflect the
 * resolution path of the new value.
 *
 * @param pointer
 * @param options
 * @param [pathFromRoot] - the path of place that initiated resolving
 * @returns - Returns `true` if the resolution path changed
 */
function resolveIf$Ref(pointer, options, pathFromRoot) {
    // Is the value a JSON reference? (and allowed?)
    if ($Ref.isAllowed$Ref(pointer.value, options)) {
        const resolutionBase = pointer.$ref.dynamicIdScope ? pointer.scopeBase : pointer.path;
        const $refPath = resolve$1(resolutionBase, pointer.value.$ref);
        if ($refPath === pointer.path && !isRootPath(pathFromRoot)) {
            // The value is a reference to itself, so there's nothing to do.
            pointer.circular = true;
        }
        else {
            const resolved = pointer.$ref.$refs._resolve($refPath, pointer.path, options);
            if (resolved === null) {
                return false;
            }
            pointer.indirections += resolved.indirections + 1;
            if ($Ref.isExtended$Ref(pointer.value)) {
                // This JSON reference "extends" the resolved value, rather than simply pointing to it.
                // So the resolved path does NOT change.  Just the value does.
                pointer.value = $Ref.dereference(pointer.value, resolved.value, options);
                return false;
            }
            else {
                // Resolve the reference
                pointer.$ref = resolved.$ref;
                pointer.path = resolved.path;
                pointer.value = resolved.value;
                // `pointer.$ref.path` is already the canonical location of the resolved resource.
                // Re-applying the resource's own `$id` here would duplicate nested path segments
                // such as `nested/nested/foo.json`.
                pointer.scopeBase = pointer.$ref.path;
            }
            return true;
        }
    }
    return undefined;
}
/**
 * Sets the specified token value of the {@link Pointer#value}.
 *
 * The token is evaluated according to RFC 6901.
 * {@link https://tools.ietf.org/html/rfc6901#section-4}
 *
 * @param pointer - The JSON Pointer whose value will be modified
 * @param token - A JSON Pointer token that indicates how to modify `obj`
 * @param value - The value to assign
 * @returns - Returns the assigned value
 */
function setValue(pointer, token, value) {
    if (pointer.value && typeof pointer.value === "object") {
        if (token === "-" && Array.isArray(pointer.value)) {
            pointer.value.push(value);
        }
        else {
            pointer.value[token] = value;
        }
    }
    else {
        throw new JSONParserError(`Error assigning $ref pointer "${pointer.path}". \nCannot set "${token}" of a non-object.`);
    }
    return value;
}
function assertSafeSetTokens(pointerPath, tokens) {
    for (const token of tokens) {
        if (unsafeSetTokens.has(token)) {
            throw new JSONParserError(`Error assigning $ref pointer "${pointerPath}". \nUnsafe JSON Pointer token "${token}" cannot be used for assignment.`);
        }
    }
}
function unwrapOrThrow(value) {
    if (isHandledError(value)) {
        throw value;
    }
    return value;
}
function isRootPath(pathFromRoot) {
    return typeof pathFromRoot == "string" && Pointer.parse(pathFromRoot).length == 0;
}
function isAliasedResource($ref) {
    return Boolean($ref.path && $ref.path in $ref.$refs._aliases);
}

/**
 * This class represents a single JSON reference and its resolved value.
 *
 * @class
 */
class $Ref {
    /**
     * The file path or URL of the referenced file.
     * This path is relative to the path of the main JSON schema file.
     *
     * This path does NOT contain document fragments (JSON pointers). It always references an ENTIRE file.
     * Use methods such as {@link $Ref#get}, {@link $Ref#resolve}, and {@link $Ref#exists} to get
     * specific JSON pointers within the file.
     *
     * @type {string}
     */
    path;
    /**
     * The resolved value of the JSON reference.
     * Can be any JSON type, not just objects. Unknown file types are represented as Buffers (byte arrays).
     *
     * @type {?*}
     */
    value;
    /**
     * The {@link $Refs} object that contains this {@link $Ref} object.
     *
     * @type {$Refs}
     */
    $refs;
    /**
     * Indicates the type of {@link $Ref#path} (e.g. "file", "http", etc.)
     */
    pathType;
    /**
     * Whether this document/resource should use JSON Schema 2019-09+ nested $id scope semantics.
     */
    dynamicIdScope = false;
    /**
     * List of all errors. Undefined if no errors.
     */
    errors = [];
    constructor($refs) {
        this.$refs = $refs;
    }
    /**
     * Pushes an error to errors array.
     *
     * @param err - The error to be pushed
     * @returns
     */
    addError(err) {
        if (this.errors === undefined) {
            this.errors = [];
        }
        const existingErrors = this.errors.map(({ footprint }) => footprint);
        // the path has been almost certainly set at this point,
        // but just in case something went wrong, normalizeError injects path if necessary
        // moreover, certain errors might point at the same spot, so filter them out to reduce noise
        if ("errors" in err && Array.isArray(err.errors)) {
            this.errors.push(...err.errors.map(normalizeError).filter(({ footprint }) => !existingErrors.includes(footprint)));
        }
        else if (!("footprint" in err) || !existingErrors.includes(err.footprint)) {
            this.errors.push(normalizeError(err));
        }
    }
    /**
     * Determines whether the given JSON reference exists within this {@link $Ref#value}.
     *
     * @param path - The full path being resolved, optionally with a JSON pointer in the hash
     * @param options
     * @returns
     */
    exists(path, options) {
        try {
            this.resolve(path, options);
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * Resolves the given JSON reference within this {@link $Ref#value} and returns the resolved value.
     *
     * @param path - The full path being resolved, optionally with a JSON pointer in the hash
     * @param options
     * @returns - Returns the resolved value
     */
    get(path, options) {
        return this.resolve(path, options)?.value;
    }
    /**
     * Resolves the given JSON reference within this {@link $Ref#value}.
     *
     * @param path - The full path being resolved, optionally with a JSON pointer in the hash
     * @param options
     * @param friendlyPath - The original user-specified path (used for error messages)
     * @param pathFromRoot - The path of `obj` from the schema root
     * @returns
     */
    resolve(path, options, friendlyPath, pathFromRoot) {
        const pointer = new Pointer(this, path, friendlyPath);
        try {
            const resolved = pointer.resolve(this.value, options, pathFromRoot);
            if (resolved.value === nullSymbol) {
                resolved.value = null;
            }
            return resolved;
        }
        catch (err) {
            if (!options || !options.continueOnError || !isHandledError(err)) {
                throw err;
            }
            if (err.path === null) {
                err.path = safePointerToPath(getHash(pathFromRoot));
            }
            if (err instanceof InvalidPointerError) {
                err.source = decodeURI(stripHash(pathFromRoot));
            }
            this.addError(err);
            return null;
        }
    }
    /**
     * Sets the value of a nested property within this {@link $Ref#value}.
     * If the property, or any of its parents don't exist, they will be created.
     *
     * @param path - The full path of the property to set, optionally with a JSON pointer in the hash
     * @param value - The value to assign
     */
    set(path, value) {
        const pointer = new Pointer(this, path);
        this.value = pointer.set(this.value, value);
        if (this.value === nullSymbol) {
            this.value = null;
        }
    }
    /**
     * Determines whether the given value is a JSON reference.
     *
     * @param value - The value to inspect
     * @returns
     */
    static is$Ref(value) {
        return (Boolean(value) &&
            typeof value === "object" &&
            value !== null &&
            "$ref" in value &&
            typeof value.$ref === "string" &&
            value.$ref.length > 0);
    }
    /**
     * Determines whether the given value is an external JSON reference.
     *
     * @param value - The value to inspect
     * @returns
     */
    static isExternal$Ref(value) {
        return $Ref.is$Ref(value) && value.$ref[0] !== "#";
    }
    /**
     * Determines whether the given value is a JSON reference, and whether it is allowed by the options.
     * For example, if it references an external file, then options.resolve.external must be true.
     *
     * @param value - The value to inspect
     * @param options
     * @returns
     */
    static isAllowed$Ref(value, options) {
        if (this.is$Ref(value)) {
            if (value.$ref.substring(0, 2) === "#/" || value.$ref === "#") {
                // It's a JSON Pointer reference, which is always allowed
                return true;
            }
            else if (value.$ref[0] !== "#" && (!options || options.resolve?.external)) {
                // It's an external reference, which is allowed by the options
                return true;
            }
        }
        return undefined;
    }
    /**
     * Determines whether the given value is a JSON reference that "extends" its resolved value.
     * That is, it has extra properties (in addition to "$ref"), so rather than simply pointing to
     * an existing value, this $ref actually creates a NEW value that is a shallow copy of the resolved
     * value, plus the extra properties.
     *
     * @example: {
       person: {
         properties: {
           firstName: { type: string }
           lastName: { type: string }
         }
       }
       employee: {
         properties: {
           $ref: #/person/properties
           salary: { type: number }
         }
       }
     }
     *  In this example, "employee" is an extended $ref, since it extends "person" with an additional
     *  property (salary).  The result is a NEW value that looks like this:
     *
     *  {
     *    properties: {
     *      firstName: { type: string }
     *      lastName: { type: string }
     *      salary: { type: number }
     *    }
     *  }
     *
     * @param value - The value to inspect
     * @returns
     */
    static isExtended$Ref(value) {
        return $Ref.is$Ref(value) && Object.keys(value).length > 1;
    }
    /**
     * Returns the resolved value of a JSON Reference.
     * If necessary, the resolved value is merged with the JSON Reference to create a new object
     *
     * @example: {
    person: {
      properties: {
        firstName: { type: string }
        lastName: { type: string }
      }
    }
    employee: {
      properties: {
        $ref: #/person/properties
        salary: { type: number }
      }
    }
    } When "person" and "employee" are merged, you end up with the following object:
     *
     *  {
     *    properties: {
     *      firstName: { type: string }
     *      lastName: { type: string }
     *      salary: { type: number }
     *    }
     *  }
     *
     * @param $ref - The JSON reference object (the one with the "$ref" property)
     * @param resolvedValue - The resolved value, which can be any type
     * @param options - The options
     * @returns - Returns the dereferenced value
     */
    static dereference($ref, resolvedValue, options) {
        if (resolvedValue && typeof resolvedValue === "object" && $Ref.isExtended$Ref($ref)) {
            const merged = {};
            for (const key of Object.keys($ref)) {
                if (key !== "$ref") {
                    // @ts-expect-error TS(7053): Element implicitly has an 'any' type because expre... Remove this comment to see the full error message
                    merged[key] = $ref[key];
                }
            }
            const mergeKeys = options?.dereference?.mergeKeys ?? true;
            for (const _key of Object.keys(resolvedValue)) {
                const key = _key;
                if (!(key in merged)) {
                    merged[key] = resolvedValue[key];
                }
                else {
                    // TODO: this behavior should be configurable from options on the CLI
                    // Key is already in merged, so we should merge them if both are objects
                    if (mergeKeys &&
                        typeof merged[key] === "object" &&
                        merged[key] !== null &&
                        typeof resolvedValue[key] === "object" &&
                        resolvedValue[key] !== null) {
                        merged[key] = deepMerge(resolvedValue[key], merged[key]);
                    }
                }
            }
            return merged;
        }
        else {
            // Completely replace the original reference with the resolved value
            return resolvedValue;
        }
    }
}
function deepMerge(target, source) {
    //return {...target, ...source};
    // If either isn't an object, just return source (overwrite)
    if (typeof target !== "object" || target === null) {
        return source;
    }
    if (typeof source !== "object" || source === null) {
        return source;
    }
    // Ensure we don't mutate target directly
    const output = Array.isArray(target) ? [...target] : { ...target };
    for (const key of Object.keys(source)) {
        // @ts-expect-error
        if (Array.isArray(source[key])) {
            // If it's an array, replace entirely (you can customize this to concat instead)
            // @ts-expect-error
            output[key] = [...source[key]];
            // @ts-expect-error
        }
        else if (typeof source[key] === "object" && source[key] !== null) {
            // @ts-expect-error
            output[key] = deepMerge(target[key], source[key]);
        }
        else {
            // @ts-expect-error
            output[key] = source[key];
        }
    }
    return output;
}

/**
 * When you call the resolve method, the value that gets passed to the callback function (or Promise) is a $Refs object. This same object is accessible via the parser.$refs property of $RefParser objects.
 *
 * This object is a map of JSON References and their resolved values. It also has several convenient helper methods that make it easy for you to navigate and manipulate the JSON References.
 *
 * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html
 */
class $Refs {
    /**
     * This property is true if the schema contains any circular references. You may want to check this property before serializing the dereferenced schema as JSON, since JSON.stringify() does not support circular references by default.
     *
     * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#circular
     */
    circular;
    /**
     * Returns the paths/URLs of all the files in your schema (including the main schema file).
     *
     * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#pathstypes
     *
     * @param types (optional) Optionally only return certain types of paths ("file", "http", etc.)
     */
    paths(...types) {
        const paths = getPaths(this._$refs, types.flat());
        return paths.map((path) => {
            return convertPathToPosix(path.decoded);
        });
    }
    /**
     * Returns a map of paths/URLs and their correspond values.
     *
     * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#valuestypes
     *
     * @param types (optional) Optionally only return values from certain locations ("file", "http", etc.)
     */
    values(...types) {
        const $refs = this._$refs;
        const paths = getPaths($refs, types.flat());
        return paths.reduce((obj, path) => {
            obj[convertPathToPosix(path.decoded)] = $refs[path.encoded].value;
            return obj;
        }, {});
    }
    /**
     * Returns `true` if the given path exists in the schema; otherwise, returns `false`
     *
     * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#existsref
     *
     * @param $ref The JSON Reference path, optionally with a JSON Pointer in the hash
     */
    /**
     * Determines whether the given JSON reference exists.
     *
     * @param path - The path being resolved, optionally with a JSON pointer in the hash
     * @param [options]
     * @returns
     */
    exists(path, options) {
        try {
            this._resolve(path, "", options);
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * Resolves the given JSON reference and returns the resolved value.
     *
     * @param path - The path being resolved, with a JSON pointer in the hash
     * @param [options]
     * @returns - Returns the resolved value
     */
    get(path, options) {
        return this._resolve(path, "", options).value;
    }
    /**
     * Sets the value at the given path in the schema. If the property, or any of its parents, don't exist, they will be created.
     *
     * @param path The JSON Reference path, optionally with a JSON Pointer in the hash
     * @param value The value to assign. Can be anything (object, string, number, etc.)
     */
    set(path, value) {
        const absPath = resolve$1(this._root$Ref.path, path);
        const $ref = this._getRef(absPath);
        if (!$ref) {
            throw new Error(`Error resolving $ref pointer "${path}". \n"${stripHash(absPath)}" not found.`);
        }
        $ref.set(absPath, value);
    }
    /**
     * Returns the specified {@link $Ref} object, or undefined.
     *
     * @param path - The path being resolved, optionally with a JSON pointer in the hash
     * @returns
     * @protected
     */
    _get$Ref(path) {
        path = resolve$1(this._root$Ref.path, path);
        return this._getRef(path);
    }
    /**
     * Creates a new {@link $Ref} object and adds it to this {@link $Refs} object.
     *
     * @param path  - The file path or URL of the referenced file
     */
    _add(path) {
        const withoutHash = stripHash(path);
        const $ref = new $Ref(this);
        $ref.path = withoutHash;
        this._$refs[withoutHash] = $ref;
        this._root$Ref = this._root$Ref || $ref;
        return $ref;
    }
    _addAlias(path, value, pathType, dynamicIdScope = false) {
        const withoutHash = stripHash(path);
        if (!withoutHash || this._$refs[withoutHash] || this._aliases[withoutHash]) {
            return this._$refs[withoutHash] || this._aliases[withoutHash];
        }
        const $ref = new $Ref(this);
        $ref.path = withoutHash;
        $ref.pathType = pathType;
        $ref.value = value;
        $ref.dynamicIdScope = dynamicIdScope;
        this._aliases[withoutHash] = $ref;
        return $ref;
    }
    /**
     * Resolves the given JSON reference.
     *
     * @param path - The path being resolved, optionally with a JSON pointer in the hash
     * @param pathFromRoot - The path of `obj` from the schema root
     * @param [options]
     * @returns
     * @protected
     */
    _resolve(path, pathFromRoot, options) {
        const absPath = resolve$1(this._root$Ref.path, path);
        const $ref = this._getRef(absPath);
        if (!$ref) {
            throw new Error(`Error resolving $ref pointer "${path}". \n"${stripHash(absPath)}" not found.`);
        }
        return $ref.resolve(absPath, options, path, pathFromRoot);
    }
    /**
     * A map of paths/urls to {@link $Ref} objects
     *
     * @type {object}
     * @protected
     */
    _$refs = {};
    _aliases = {};
    /**
     * The {@link $Ref} object that is the root of the JSON schema.
     *
     * @type {$Ref}
     * @protected
     */
    _root$Ref;
    constructor() {
        /**
         * Indicates whether the schema contains any circular references.
         *
         * @type {boolean}
         */
        this.circular = false;
        this._$refs = {};
        this._aliases = {};
        // @ts-ignore
        this._root$Ref = null;
    }
    /**
     * Returns the paths of all the files/URLs that are referenced by the JSON schema,
     * including the schema itself.
     *
     * @param [types] - Only return paths of the given types ("file", "http", etc.)
     * @returns
     */
    /**
     * Returns the map of JSON references and their resolved values.
     *
     * @param [types] - Only return references of the given types ("file", "http", etc.)
     * @returns
     */
    /**
     * Returns a POJO (plain old JavaScript object) for serialization as JSON.
     *
     * @returns {object}
     */
    toJSON = this.values;
    _getRef(path) {
        const withoutHash = stripHash(path);
        return this._$refs[withoutHash] || this._aliases[withoutHash];
    }
}
/**
 * Returns the encoded and decoded paths keys of the given object.
 *
 * @param $refs - The object whose keys are URL-encoded paths
 * @param [types] - Only return paths of the given types ("file", "http", etc.)
 * @returns
 */
function getPaths($refs, types) {
    let paths = Object.keys($refs);
    // Filter the paths by type
    types = Array.isArray(types[0]) ? types[0] : Array.prototype.slice.call(types);
    if (types.length > 0 && types[0]) {
        paths = paths.filter((key) => {
            return types.includes($refs[key].pathType);
        });
    }
    // Decode local filesystem paths
    return paths.map((path) => {
        return {
            encoded: path,
            decoded: $refs[path].pathType === "file" ? toFileSystemPath(path, true) : path,
        };
    });
}

/**
 * Returns the given plugins as an array, rather than an object map.
 * All other methods in this module expect an array of plugins rather than an object map.
 *
 * @returns
 */
function all(plugins) {
    return Object.keys(plugins || {})
        .filter((key) => {
        return typeof plugins[key] === "object";
    })
        .map((key) => {
        plugins[key].name = key;
        return plugins[key];
    });
}
/**
 * Filters the given plugins, returning only the ones return `true` for the given method.
 */
function filter(plugins, method, file, callback, $refs) {
    return plugins.filter((plugin) => {
        return !!getResult(plugin, method, file, callback, $refs);
    });
}
/**
 * Sorts the given plugins, in place, by their `order` property.
 */
function sort(plugins) {
    for (const plugin of plugins) {
        plugin.order = plugin.order || Number.MAX_SAFE_INTEGER;
    }
    return plugins.sort((a, b) => {
        return a.order - b.order;
    });
}
/**
 * Runs the specified method of the given plugins, in order, until one of them returns a successful result.
 * Each method can return a synchronous value, a Promise, or call an error-first callback.
 * If the promise resolves successfully, or the callback is called without an error, then the result
 * is immediately returned and no further plugins are called.
 * If the promise rejects, or the callback is called with an error, then the next plugin is called.
 * If ALL plugins fail, then the last error is thrown.
 */
async function run(plugins, method, file, $refs) {
    let plugin;
    let lastError;
    let index = 0;
    return new Promise((resolve, reject) => {
        runNextPlugin();
        function runNextPlugin() {
            plugin = plugins[index++];
            if (!plugin) {
                // There are no more functions, so re-throw the last error
                return reject(lastError);
            }
            try {
                // console.log('  %s', plugin.name);
                const result = getResult(plugin, method, file, callback, $refs);
                if (result && typeof result.then === "function") {
                    // A promise was returned
                    result.then(onSuccess, onError);
                }
                else if (result !== undefined) {
                    // A synchronous result was returned
                    onSuccess(result);
                }
                else if (index === plugins.length) {
                    throw new Error("No promise has been returned or callback has been called.");
                }
            }
            catch (e) {
                onError(e);
            }
        }
        function callback(err, result) {
            if (err) {
                onError(err);
            }
            else {
                onSuccess(result);
            }
        }
        function onSuccess(result) {
            // console.log('    success');
            resolve({
                plugin,
                result: result,
            });
        }
        function onError(error) {
            // console.log('    %s', err.message || err);
            lastError = {
                plugin,
                error,
            };
            runNextPlugin();
        }
    });
}
/**
 * Returns the value of the given property.
 * If the property is a function, then the result of the function is returned.
 * If the value is a RegExp, then it will be tested against the file URL.
 * If the value is an array, then it will be compared against the file extension.
 */
function getResult(obj, prop, file, callback, $refs) {
    const value = obj[prop];
    if (typeof value === "function") {
        return value.apply(obj, [file, callback, $refs]);
    }
    if (!callback) {
        // The synchronous plugin functions (canParse and canRead)
        // allow a "shorthand" syntax, where the user can match
        // files by RegExp or by file extension.
        if (value instanceof RegExp) {
            return value.test(file.url);
        }
        else if (typeof value === "string") {
            return value === file.extension;
        }
        else if (Array.isArray(value)) {
            return value.indexOf(file.extension) !== -1;
        }
    }
    return value;
}

/**
 * Reads and parses the specified file path or URL.
 */
async function parse$1(target, $refs, options) {
    let path = typeof target === "string" ? target : target.url;
    const baseUrl = typeof target === "string" ? undefined : target.baseUrl;
    let reference = typeof target === "string" ? undefined : target.reference;
    // Remove the URL fragment, if any
    const hashIndex = path.indexOf("#");
    let hash = "";
    if (hashIndex >= 0) {
        hash = path.substring(hashIndex);
        // Remove the URL fragment, if any
        path = path.substring(0, hashIndex);
    }
    if (reference) {
        const referenceHashIndex = reference.indexOf("#");
        if (referenceHashIndex >= 0) {
            reference = reference.substring(0, referenceHashIndex);
        }
    }
    // Add a new $Ref for this file, even though we don't have the value yet.
    // This ensures that we don't simultaneously read & parse the same file multiple times
    const $ref = $refs._add(path);
    // This "file object" will be passed to all resolvers and parsers.
    const file = {
        url: path,
        hash,
        extension: getExtension(path),
        ...(reference !== undefined ? { reference } : {}),
        ...(baseUrl !== undefined ? { baseUrl } : {}),
    };
    // Read the file and then parse the data
    try {
        const resolver = await readFile(file, options, $refs);
        $ref.pathType = resolver.plugin.name;
        file.data = resolver.result;
        const parser = await parseFile(file, options, $refs);
        $ref.value = parser.result;
        $ref.dynamicIdScope = usesDynamicIdScope($ref.value);
        registerSchemaResources($refs, $ref.path, $ref.value, $ref.pathType, $ref.dynamicIdScope);
        return parser.result;
    }
    catch (err) {
        if (isHandledError(err)) {
            $ref.value = err;
        }
        throw err;
    }
}
/**
 * Reads the given file, using the configured resolver plugins
 *
 * @param file           - An object containing information about the referenced file
 * @param file.url       - The full URL of the referenced file
 * @param file.extension - The lowercased file extension (e.g. ".txt", ".html", etc.)
 * @param options
 * @param $refs
 * @returns
 * The promise resolves with the raw file contents and the resolver that was used.
 */
async function readFile(file, options, $refs) {
    // console.log('Reading %s', file.url);
    // Find the resolvers that can read this file
    let resolvers = all(options.resolve);
    resolvers = filter(resolvers, "canRead", file, undefined, $refs);
    // Run the resolvers, in order, until one of them succeeds
    sort(resolvers);
    try {
        const data = await run(resolvers, "read", file, $refs);
        return data;
    }
    catch (err) {
        if (!err && options.continueOnError) {
            // No resolver could be matched
            throw new UnmatchedResolverError(file.url);
        }
        else if (!err || !("error" in err)) {
            // Throw a generic, friendly error.
            throw new SyntaxError(`Unable to resolve $ref pointer "${file.url}"`, { cause: err });
        }
        // Throw the original error, if it's one of our own (user-friendly) errors.
        else if (err.error instanceof ResolverError) {
            throw err.error;
        }
        else {
            throw new ResolverError(err, file.url);
        }
    }
}
/**
 * Parses the given file's contents, using the configured parser plugins.
 *
 * @param file           - An object containing information about the referenced file
 * @param file.url       - The full URL of the referenced file
 * @param file.extension - The lowercased file extension (e.g. ".txt", ".html", etc.)
 * @param file.data      - The file contents. This will be whatever data type was returned by the resolver
 * @param options
 * @param $refs
 *
 * @returns
 * The promise resolves with the parsed file contents and the parser that was used.
 */
async function parseFile(file, options, $refs) {
    // Find the parsers that can read this file type.
    // If none of the parsers are an exact match for this file, then we'll try ALL of them.
    // This handles situations where the file IS a supported type, just with an unknown extension.
    const allParsers = all(options.parse);
    const filteredParsers = filter(allParsers, "canParse", file);
    const parsers = filteredParsers.length > 0 ? filteredParsers : allParsers;
    // Run the parsers, in order, until one of them succeeds
    sort(parsers);
    try {
        const parser = await run(parsers, "parse", file, $refs);
        if (!parser.plugin.allowEmpty && isEmpty(parser.result)) {
            throw new SyntaxError(`Error parsing "${file.url}" as ${parser.plugin.name}. \nParsed value is empty`);
        }
        else {
            return parser;
        }
    }
    catch (err) {
        if (!err && options.continueOnError) {
            // No resolver could be matched
            throw new UnmatchedParserError(file.url);
        }
        else if (err && err.message && err.message.startsWith("Error parsing")) {
            throw err;
        }
        else if (!err || !("error" in err)) {
            throw new SyntaxError(`Unable to parse ${file.url}`, { cause: err });
        }
        else if (err.error instanceof ParserError) {
            throw err.error;
        }
        else {
            throw new ParserError(err.error.message, file.url);
        }
    }
}
/**
 * Determines whether the parsed value is "empty".
 *
 * @param value
 * @returns
 */
function isEmpty(value) {
    return (value === undefined ||
        (typeof value === "object" && Object.keys(value).length === 0) ||
        (typeof value === "string" && value.trim().length === 0) ||
        (Buffer.isBuffer(value) && value.length === 0));
}

const jsonParser = {
    /**
     * The order that this parser will run, in relation to other parsers.
     */
    order: 100,
    /**
     * Whether to allow "empty" files. This includes zero-byte files, as well as empty JSON objects.
     */
    allowEmpty: true,
    /**
     * Determines whether this parser can parse a given file reference.
     * Parsers that match will be tried, in order, until one successfully parses the file.
     * Parsers that don't match will be skipped, UNLESS none of the parsers match, in which case
     * every parser will be tried.
     */
    canParse: ".json",
    /**
     * Allow JSON files with byte order marks (BOM)
     */
    allowBOM: true,
    /**
     * Parses the given file as JSON
     */
    async parse(file) {
        let data = file.data;
        if (Buffer.isBuffer(data)) {
            data = data.toString();
        }
        if (typeof data === "string") {
            if (data.trim().length === 0) {
                return; // This mirrors the YAML behavior
            }
            else {
                try {
                    return JSON.parse(data);
                }
                catch (e) {
                    if (this.allowBOM) {
                        try {
                            // find the first curly brace
                            const firstCurlyBrace = data.indexOf("{");
                            // remove any characters before the first curly brace
                            data = data.slice(firstCurlyBrace);
                            return JSON.parse(data);
                        }
                        catch (e) {
                            throw new ParserError(e.message, file.url);
                        }
                    }
                    throw new ParserError(e.message, file.url);
                }
            }
        }
        else {
            // data is already a JavaScript value (object, array, number, null, NaN, etc.)
            return data;
        }
    },
};

function getDefaultExportFromCjs(x) {
  return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, "default") ? x["default"] : x;
}
var jsYaml = {};
var loader = {};
var common = {};
var hasRequiredCommon;
function requireCommon() {
  if (hasRequiredCommon) return common;
  hasRequiredCommon = 1;
  function isNothing(subject) {
    return typeof subject === "undefined" || subject === null;
  }
  function isObject(subject) {
    return typeof subject === "object" && subject !== null;
  }
  function toArray(sequence) {
    if (Array.isArray(sequence)) return sequence;
    else if (isNothing(sequence)) return [];
    return [sequence];
  }
  function extend(target, source) {
    if (source) {
      const sourceKeys = Object.keys(source);
      for (let index = 0, length = sourceKeys.length; index < length; index += 1) {
        const key = sourceKeys[index];
        target[key] = source[key];
      }
    }
    return target;
  }
  function repeat(string, count) {
    let result = "";
    for (let cycle = 0; cycle < count; cycle += 1) {
      result += string;
    }
    return result;
  }
  function isNegativeZero(number) {
    return number === 0 && Number.NEGATIVE_INFINITY === 1 / number;
  }
  common.isNothing = isNothing;
  common.isObject = isObject;
  common.toArray = toArray;
  common.repeat = repeat;
  common.isNegativeZero = isNegativeZero;
  common.extend = extend;
  return common;
}
var exception;
var hasRequiredException;
function requireException() {
  if (hasRequiredException) return exception;
  hasRequiredException = 1;
  function formatError(exception2, compact) {
    let where = "";
    const message = exception2.reason || "(unknown reason)";
    if (!exception2.mark) return message;
    if (exception2.mark.name) {
      where += 'in "' + exception2.mark.name + '" ';
    }
    where += "(" + (exception2.mark.line + 1) + ":" + (exception2.mark.column + 1) + ")";
    if (!compact && exception2.mark.snippet) {
      where += "\n\n" + exception2.mark.snippet;
    }
    return message + " " + where;
  }
  function YAMLException2(reason, mark) {
    Error.call(this);
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    } else {
      this.stack = new Error().stack || "";
    }
  }
  YAMLException2.prototype = Object.create(Error.prototype);
  YAMLException2.prototype.constructor = YAMLException2;
  YAMLException2.prototype.toString = function toString(compact) {
    return this.name + ": " + formatError(this, compact);
  };
  exception = YAMLException2;
  return exception;
}
var snippet;
var hasRequiredSnippet;
function requireSnippet() {
  if (hasRequiredSnippet) return snippet;
  hasRequiredSnippet = 1;
  const common2 = requireCommon();
  function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
    let head = "";
    let tail = "";
    const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
    if (position - lineStart > maxHalfLength) {
      head = " ... ";
      lineStart = position - maxHalfLength + head.length;
    }
    if (lineEnd - position > maxHalfLength) {
      tail = " ...";
      lineEnd = position + maxHalfLength - tail.length;
    }
    return {
      str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "→") + tail,
      pos: position - lineStart + head.length
      // relative position
    };
  }
  function padStart(string, max) {
    return common2.repeat(" ", max - string.length) + string;
  }
  function makeSnippet(mark, options) {
    options = Object.create(options || null);
    if (!mark.buffer) return null;
    if (!options.maxLength) options.maxLength = 79;
    if (typeof options.indent !== "number") options.indent = 1;
    if (typeof options.linesBefore !== "number") options.linesBefore = 3;
    if (typeof options.linesAfter !== "number") options.linesAfter = 2;
    const re = /\r?\n|\r|\0/g;
    const lineStarts = [0];
    const lineEnds = [];
    let match;
    let foundLineNo = -1;
    while (match = re.exec(mark.buffer)) {
      lineEnds.push(match.index);
      lineStarts.push(match.index + match[0].length);
      if (mark.position <= match.index && foundLineNo < 0) {
        foundLineNo = lineStarts.length - 2;
      }
    }
    if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
    let result = "";
    const lineNoLength = Math.min(mark.line + options.linesAfter, lineEnds.length).toString().length;
    const maxLineLength = options.maxLength - (options.indent + lineNoLength + 3);
    for (let i = 1; i <= options.linesBefore; i++) {
      if (foundLineNo - i < 0) break;
      const line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo - i],
        lineEnds[foundLineNo - i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]),
        maxLineLength
      );
      result = common2.repeat(" ", options.indent) + padStart((mark.line - i + 1).toString(), lineNoLength) + " | " + line2.str + "\n" + result;
    }
    const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
    result += common2.repeat(" ", options.indent) + padStart((mark.line + 1).toString(), lineNoLength) + " | " + line.str + "\n";
    result += common2.repeat("-", options.indent + lineNoLength + 3 + line.pos) + "^\n";
    for (let i = 1; i <= options.linesAfter; i++) {
      if (foundLineNo + i >= lineEnds.length) break;
      const line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo + i],
        lineEnds[foundLineNo + i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]),
        maxLineLength
      );
      result += common2.repeat(" ", options.indent) + padStart((mark.line + i + 1).toString(), lineNoLength) + " | " + line2.str + "\n";
    }
    return result.replace(/\n$/, "");
  }
  snippet = makeSnippet;
  return snippet;
}
var type;
var hasRequiredType;
function requireType() {
  if (hasRequiredType) return type;
  hasRequiredType = 1;
  const YAMLException2 = requireException();
  const TYPE_CONSTRUCTOR_OPTIONS = [
    "kind",
    "multi",
    "resolve",
    "construct",
    "instanceOf",
    "predicate",
    "represent",
    "representName",
    "defaultStyle",
    "styleAliases"
  ];
  const YAML_NODE_KINDS = [
    "scalar",
    "sequence",
    "mapping"
  ];
  function compileStyleAliases(map2) {
    const result = {};
    if (map2 !== null) {
      Object.keys(map2).forEach(function(style) {
        map2[style].forEach(function(alias) {
          result[String(alias)] = style;
        });
      });
    }
    return result;
  }
  function Type2(tag, options) {
    options = options || {};
    Object.keys(options).forEach(function(name) {
      if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
        throw new YAMLException2('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
      }
    });
    this.options = options;
    this.tag = tag;
    this.kind = options["kind"] || null;
    this.resolve = options["resolve"] || function() {
      return true;
    };
    this.construct = options["construct"] || function(data) {
      return data;
    };
    this.instanceOf = options["instanceOf"] || null;
    this.predicate = options["predicate"] || null;
    this.represent = options["represent"] || null;
    this.representName = options["representName"] || null;
    this.defaultStyle = options["defaultStyle"] || null;
    this.multi = options["multi"] || false;
    this.styleAliases = compileStyleAliases(options["styleAliases"] || null);
    if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
      throw new YAMLException2('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
    }
  }
  type = Type2;
  return type;
}
var schema;
var hasRequiredSchema;
function requireSchema() {
  if (hasRequiredSchema) return schema;
  hasRequiredSchema = 1;
  const YAMLException2 = requireException();
  const Type2 = requireType();
  function compileList(schema2, name) {
    const result = [];
    schema2[name].forEach(function(currentType) {
      let newIndex = result.length;
      result.forEach(function(previousType, previousIndex) {
        if (previousType.tag === currentType.tag && previousType.kind === currentType.kind && previousType.multi === currentType.multi) {
          newIndex = previousIndex;
        }
      });
      result[newIndex] = currentType;
    });
    return result;
  }
  function compileMap() {
    const result = {
      scalar: {},
      sequence: {},
      mapping: {},
      fallback: {},
      multi: {
        scalar: [],
        sequence: [],
        mapping: [],
        fallback: []
      }
    };
    function collectType(type2) {
      if (type2.multi) {
        result.multi[type2.kind].push(type2);
        result.multi["fallback"].push(type2);
      } else {
        result[type2.kind][type2.tag] = result["fallback"][type2.tag] = type2;
      }
    }
    for (let index = 0, length = arguments.length; index < length; index += 1) {
      arguments[index].forEach(collectType);
    }
    return result;
  }
  function Schema2(definition) {
    return this.extend(definition);
  }
  Schema2.prototype.extend = function extend(definition) {
    let implicit = [];
    let explicit = [];
    if (definition instanceof Type2) {
      explicit.push(definition);
    } else if (Array.isArray(definition)) {
      explicit = explicit.concat(definition);
    } else if (definition && (Array.isArray(definition.implicit) || Array.isArray(definition.explicit))) {
      if (definition.implicit) implicit = implicit.concat(definition.implicit);
      if (definition.explicit) explicit = explicit.concat(definition.explicit);
    } else {
      throw new YAMLException2("Schema.extend argument should be a Type, [ Type ], or a schema definition ({ implicit: [...], explicit: [...] })");
    }
    implicit.forEach(function(type2) {
      if (!(type2 instanceof Type2)) {
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
      if (type2.loadKind && type2.loadKind !== "scalar") {
        throw new YAMLException2("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
      }
      if (type2.multi) {
        throw new YAMLException2("There is a multi type in the implicit list of a schema. Multi tags can only be listed as explicit.");
      }
    });
    explicit.forEach(function(type2) {
      if (!(type2 instanceof Type2)) {
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
    });
    const result = Object.create(Schema2.prototype);
    result.implicit = (this.implicit || []).concat(implicit);
    result.explicit = (this.explicit || []).concat(explicit);
    result.compiledImplicit = compileList(result, "implicit");
    result.compiledExplicit = compileList(result, "explicit");
    result.compiledTypeMap = compileMap(result.compiledImplicit, result.compiledExplicit);
    return result;
  };
  schema = Schema2;
  return schema;
}
var str;
var hasRequiredStr;
function requireStr() {
  if (hasRequiredStr) return str;
  hasRequiredStr = 1;
  const Type2 = requireType();
  str = new Type2("tag:yaml.org,2002:str", {
    kind: "scalar",
    construct: function(data) {
      return data !== null ? data : "";
    }
  });
  return str;
}
var seq;
var hasRequiredSeq;
function requireSeq() {
  if (hasRequiredSeq) return seq;
  hasRequiredSeq = 1;
  const Type2 = requireType();
  seq = new Type2("tag:yaml.org,2002:seq", {
    kind: "sequence",
    construct: function(data) {
      return data !== null ? data : [];
    }
  });
  return seq;
}
var map;
var hasRequiredMap;
function requireMap() {
  if (hasRequiredMap) return map;
  hasRequiredMap = 1;
  const Type2 = requireType();
  map = new Type2("tag:yaml.org,2002:map", {
    kind: "mapping",
    construct: function(data) {
      return data !== null ? data : {};
    }
  });
  return map;
}
var failsafe;
var hasRequiredFailsafe;
function requireFailsafe() {
  if (hasRequiredFailsafe) return failsafe;
  hasRequiredFailsafe = 1;
  const Schema2 = requireSchema();
  failsafe = new Schema2({
    explicit: [
      requireStr(),
      requireSeq(),
      requireMap()
    ]
  });
  return failsafe;
}
var _null;
var hasRequired_null;
function require_null() {
  if (hasRequired_null) return _null;
  hasRequired_null = 1;
  const Type2 = requireType();
  function resolveYamlNull(data) {
    if (data === null) return true;
    const max = data.length;
    return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
  }
  function constructYamlNull() {
    return null;
  }
  function isNull(object) {
    return object === null;
  }
  _null = new Type2("tag:yaml.org,2002:null", {
    kind: "scalar",
    resolve: resolveYamlNull,
    construct: constructYamlNull,
    predicate: isNull,
    represent: {
      canonical: function() {
        return "~";
      },
      lowercase: function() {
        return "null";
      },
      uppercase: function() {
        return "NULL";
      },
      camelcase: function() {
        return "Null";
      },
      empty: function() {
        return "";
      }
    },
    defaultStyle: "lowercase"
  });
  return _null;
}
var bool;
var hasRequiredBool;
function requireBool() {
  if (hasRequiredBool) return bool;
  hasRequiredBool = 1;
  const Type2 = requireType();
  function resolveYamlBoolean(data) {
    if (data === null) return false;
    const max = data.length;
    return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
  }
  function constructYamlBoolean(data) {
    return data === "true" || data === "True" || data === "TRUE";
  }
  function isBoolean(object) {
    return Object.prototype.toString.call(object) === "[object Boolean]";
  }
  bool = new Type2("tag:yaml.org,2002:bool", {
    kind: "scalar",
    resolve: resolveYamlBoolean,
    construct: constructYamlBoolean,
    predicate: isBoolean,
    represent: {
      lowercase: function(object) {
        return object ? "true" : "false";
      },
      uppercase: function(object) {
        return object ? "TRUE" : "FALSE";
      },
      camelcase: function(object) {
        return object ? "True" : "False";
      }
    },
    defaultStyle: "lowercase"
  });
  return bool;
}
var int;
var hasRequiredInt;
function requireInt() {
  if (hasRequiredInt) return int;
  hasRequiredInt = 1;
  const common2 = requireCommon();
  const Type2 = requireType();
  function isHexCode(c) {
    return c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
  }
  function isOctCode(c) {
    return c >= 48 && c <= 55;
  }
  function isDecCode(c) {
    return c >= 48 && c <= 57;
  }
  function resolveYamlInteger(data) {
    if (data === null) return false;
    const max = data.length;
    let index = 0;
    let hasDigits = false;
    if (!max) return false;
    let ch = data[index];
    if (ch === "-" || ch === "+") {
      ch = data[++index];
    }
    if (ch === "0") {
      if (index + 1 === max) return true;
      ch = data[++index];
      if (ch === "b") {
        index++;
        for (; index < max; index++) {
          ch = data[index];
          if (ch !== "0" && ch !== "1") return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "x") {
        index++;
        for (; index < max; index++) {
          if (!isHexCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "o") {
        index++;
        for (; index < max; index++) {
          if (!isOctCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
    }
    for (; index < max; index++) {
      if (!isDecCode(data.charCodeAt(index))) {
        return false;
      }
      hasDigits = true;
    }
    if (!hasDigits) return false;
    return isFinite(parseYamlInteger(data));
  }
  function parseYamlInteger(data) {
    let value = data;
    let sign = 1;
    let ch = value[0];
    if (ch === "-" || ch === "+") {
      if (ch === "-") sign = -1;
      value = value.slice(1);
      ch = value[0];
    }
    if (value === "0") return 0;
    if (ch === "0") {
      if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
      if (value[1] === "x") return sign * parseInt(value.slice(2), 16);
      if (value[1] === "o") return sign * parseInt(value.slice(2), 8);
    }
    return sign * parseInt(value, 10);
  }
  function constructYamlInteger(data) {
    return parseYamlInteger(data);
  }
  function isInteger(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 === 0 && !common2.isNegativeZero(object));
  }
  int = new Type2("tag:yaml.org,2002:int", {
    kind: "scalar",
    resolve: resolveYamlInteger,
    construct: constructYamlInteger,
    predicate: isInteger,
    represent: {
      binary: function(obj) {
        return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
      },
      octal: function(obj) {
        return obj >= 0 ? "0o" + obj.toString(8) : "-0o" + obj.toString(8).slice(1);
      },
      decimal: function(obj) {
        return obj.toString(10);
      },
      hexadecimal: function(obj) {
        return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
      }
    },
    defaultStyle: "decimal",
    styleAliases: {
      binary: [2, "bin"],
      octal: [8, "oct"],
      decimal: [10, "dec"],
      hexadecimal: [16, "hex"]
    }
  });
  return int;
}
var float;
var hasRequiredFloat;
function requireFloat() {
  if (hasRequiredFloat) return float;
  hasRequiredFloat = 1;
  const common2 = requireCommon();
  const Type2 = requireType();
  const YAML_FLOAT_PATTERN = new RegExp(
    // 2.5e4, 2.5 and integers
    "^(?:[-+]?(?:[0-9]+)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  );
  const YAML_FLOAT_SPECIAL_PATTERN = new RegExp(
    "^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  );
  function resolveYamlFloat(data) {
    if (data === null) return false;
    if (!YAML_FLOAT_PATTERN.test(data)) {
      return false;
    }
    if (isFinite(parseFloat(data, 10))) {
      return true;
    }
    return YAML_FLOAT_SPECIAL_PATTERN.test(data);
  }
  function constructYamlFloat(data) {
    let value = data.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".indexOf(value[0]) >= 0) {
      value = value.slice(1);
    }
    if (value === ".inf") {
      return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    } else if (value === ".nan") {
      return NaN;
    }
    return sign * parseFloat(value, 10);
  }
  const SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
  function representYamlFloat(object, style) {
    if (isNaN(object)) {
      switch (style) {
        case "lowercase":
          return ".nan";
        case "uppercase":
          return ".NAN";
        case "camelcase":
          return ".NaN";
      }
    } else if (Number.POSITIVE_INFINITY === object) {
      switch (style) {
        case "lowercase":
          return ".inf";
        case "uppercase":
          return ".INF";
        case "camelcase":
          return ".Inf";
      }
    } else if (Number.NEGATIVE_INFINITY === object) {
      switch (style) {
        case "lowercase":
          return "-.inf";
        case "uppercase":
          return "-.INF";
        case "camelcase":
          return "-.Inf";
      }
    } else if (common2.isNegativeZero(object)) {
      return "-0.0";
    }
    const res = object.toString(10);
    return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
  }
  function isFloat(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common2.isNegativeZero(object));
  }
  float = new Type2("tag:yaml.org,2002:float", {
    kind: "scalar",
    resolve: resolveYamlFloat,
    construct: constructYamlFloat,
    predicate: isFloat,
    represent: representYamlFloat,
    defaultStyle: "lowercase"
  });
  return float;
}
var json;
var hasRequiredJson;
function requireJson() {
  if (hasRequiredJson) return json;
  hasRequiredJson = 1;
  json = requireFailsafe().extend({
    implicit: [
      require_null(),
      requireBool(),
      requireInt(),
      requireFloat()
    ]
  });
  return json;
}
var core;
var hasRequiredCore;
function requireCore() {
  if (hasRequiredCore) return core;
  hasRequiredCore = 1;
  core = requireJson();
  return core;
}
var timestamp;
var hasRequiredTimestamp;
function requireTimestamp() {
  if (hasRequiredTimestamp) return timestamp;
  hasRequiredTimestamp = 1;
  const Type2 = requireType();
  const YAML_DATE_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
  );
  const YAML_TIMESTAMP_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
  );
  function resolveYamlTimestamp(data) {
    if (data === null) return false;
    if (YAML_DATE_REGEXP.exec(data) !== null) return true;
    if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
    return false;
  }
  function constructYamlTimestamp(data) {
    let fraction = 0;
    let delta = null;
    let match = YAML_DATE_REGEXP.exec(data);
    if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);
    if (match === null) throw new Error("Date resolve error");
    const year = +match[1];
    const month = +match[2] - 1;
    const day = +match[3];
    if (!match[4]) {
      return new Date(Date.UTC(year, month, day));
    }
    const hour = +match[4];
    const minute = +match[5];
    const second = +match[6];
    if (match[7]) {
      fraction = match[7].slice(0, 3);
      while (fraction.length < 3) {
        fraction += "0";
      }
      fraction = +fraction;
    }
    if (match[9]) {
      const tzHour = +match[10];
      const tzMinute = +(match[11] || 0);
      delta = (tzHour * 60 + tzMinute) * 6e4;
      if (match[9] === "-") delta = -delta;
    }
    const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
    if (delta) date.setTime(date.getTime() - delta);
    return date;
  }
  function representYamlTimestamp(object) {
    return object.toISOString();
  }
  timestamp = new Type2("tag:yaml.org,2002:timestamp", {
    kind: "scalar",
    resolve: resolveYamlTimestamp,
    construct: constructYamlTimestamp,
    instanceOf: Date,
    represent: representYamlTimestamp
  });
  return timestamp;
}
var merge$1;
var hasRequiredMerge;
function requireMerge() {
  if (hasRequiredMerge) return merge$1;
  hasRequiredMerge = 1;
  const Type2 = requireType();
  function resolveYamlMerge(data) {
    return data === "<<" || data === null;
  }
  merge$1 = new Type2("tag:yaml.org,2002:merge", {
    kind: "scalar",
    resolve: resolveYamlMerge
  });
  return merge$1;
}
var binary;
var hasRequiredBinary;
function requireBinary() {
  if (hasRequiredBinary) return binary;
  hasRequiredBinary = 1;
  const Type2 = requireType();
  const BASE64_MAP = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r";
  function resolveYamlBinary(data) {
    if (data === null) return false;
    let bitlen = 0;
    const max = data.length;
    const map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++) {
      const code = map2.indexOf(data.charAt(idx));
      if (code > 64) continue;
      if (code < 0) return false;
      bitlen += 6;
    }
    return bitlen % 8 === 0;
  }
  function constructYamlBinary(data) {
    const input = data.replace(/[\r\n=]/g, "");
    const max = input.length;
    const map2 = BASE64_MAP;
    let bits = 0;
    const result = [];
    for (let idx = 0; idx < max; idx++) {
      if (idx % 4 === 0 && idx) {
        result.push(bits >> 16 & 255);
        result.push(bits >> 8 & 255);
        result.push(bits & 255);
      }
      bits = bits << 6 | map2.indexOf(input.charAt(idx));
    }
    const tailbits = max % 4 * 6;
    if (tailbits === 0) {
      result.push(bits >> 16 & 255);
      result.push(bits >> 8 & 255);
      result.push(bits & 255);
    } else if (tailbits === 18) {
      result.push(bits >> 10 & 255);
      result.push(bits >> 2 & 255);
    } else if (tailbits === 12) {
      result.push(bits >> 4 & 255);
    }
    return new Uint8Array(result);
  }
  function representYamlBinary(object) {
    let result = "";
    let bits = 0;
    const max = object.length;
    const map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++) {
      if (idx % 3 === 0 && idx) {
        result += map2[bits >> 18 & 63];
        result += map2[bits >> 12 & 63];
        result += map2[bits >> 6 & 63];
        result += map2[bits & 63];
      }
      bits = (bits << 8) + object[idx];
    }
    const tail = max % 3;
    if (tail === 0) {
      result += map2[bits >> 18 & 63];
      result += map2[bits >> 12 & 63];
      result += map2[bits >> 6 & 63];
      result += map2[bits & 63];
    } else if (tail === 2) {
      result += map2[bits >> 10 & 63];
      result += map2[bits >> 4 & 63];
      result += map2[bits << 2 & 63];
      result += map2[64];
    } else if (tail === 1) {
      result += map2[bits >> 2 & 63];
      result += map2[bits << 4 & 63];
      result += map2[64];
      result += map2[64];
    }
    return result;
  }
  function isBinary(obj) {
    return Object.prototype.toString.call(obj) === "[object Uint8Array]";
  }
  binary = new Type2("tag:yaml.org,2002:binary", {
    kind: "scalar",
    resolve: resolveYamlBinary,
    construct: constructYamlBinary,
    predicate: isBinary,
    represent: representYamlBinary
  });
  return binary;
}
var omap;
var hasRequiredOmap;
function requireOmap() {
  if (hasRequiredOmap) return omap;
  hasRequiredOmap = 1;
  const Type2 = requireType();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const _toString = Object.prototype.toString;
  function resolveYamlOmap(data) {
    if (data === null) return true;
    const objectKeys = {};
    const object = data;
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      let pairHasKey = false;
      if (_toString.call(pair) !== "[object Object]") return false;
      let pairKey;
      for (pairKey in pair) {
        if (_hasOwnProperty.call(pair, pairKey)) {
          if (!pairHasKey) pairHasKey = true;
          else return false;
        }
      }
      if (!pairHasKey) return false;
      if (_hasOwnProperty.call(objectKeys, pairKey)) return false;
      Object.defineProperty(objectKeys, pairKey, { value: true });
    }
    return true;
  }
  function constructYamlOmap(data) {
    return data !== null ? data : [];
  }
  omap = new Type2("tag:yaml.org,2002:omap", {
    kind: "sequence",
    resolve: resolveYamlOmap,
    construct: constructYamlOmap
  });
  return omap;
}
var pairs;
var hasRequiredPairs;
function requirePairs() {
  if (hasRequiredPairs) return pairs;
  hasRequiredPairs = 1;
  const Type2 = requireType();
  const _toString = Object.prototype.toString;
  function resolveYamlPairs(data) {
    if (data === null) return true;
    const object = data;
    const result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      if (_toString.call(pair) !== "[object Object]") return false;
      const keys = Object.keys(pair);
      if (keys.length !== 1) return false;
      result[index] = [keys[0], pair[keys[0]]];
    }
    return true;
  }
  function constructYamlPairs(data) {
    if (data === null) return [];
    const object = data;
    const result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      const keys = Object.keys(pair);
      result[index] = [keys[0], pair[keys[0]]];
    }
    return result;
  }
  pairs = new Type2("tag:yaml.org,2002:pairs", {
    kind: "sequence",
    resolve: resolveYamlPairs,
    construct: constructYamlPairs
  });
  return pairs;
}
var set;
var hasRequiredSet;
function requireSet() {
  if (hasRequiredSet) return set;
  hasRequiredSet = 1;
  const Type2 = requireType();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  function resolveYamlSet(data) {
    if (data === null) return true;
    const object = data;
    for (const key in object) {
      if (_hasOwnProperty.call(object, key)) {
        if (object[key] !== null) return false;
      }
    }
    return true;
  }
  function constructYamlSet(data) {
    return data !== null ? data : {};
  }
  set = new Type2("tag:yaml.org,2002:set", {
    kind: "mapping",
    resolve: resolveYamlSet,
    construct: constructYamlSet
  });
  return set;
}
var _default;
var hasRequired_default;
function require_default() {
  if (hasRequired_default) return _default;
  hasRequired_default = 1;
  _default = requireCore().extend({
    implicit: [
      requireTimestamp(),
      requireMerge()
    ],
    explicit: [
      requireBinary(),
      requireOmap(),
      requirePairs(),
      requireSet()
    ]
  });
  return _default;
}
var hasRequiredLoader;
function requireLoader() {
  if (hasRequiredLoader) return loader;
  hasRequiredLoader = 1;
  const common2 = requireCommon();
  const YAMLException2 = requireException();
  const makeSnippet = requireSnippet();
  const DEFAULT_SCHEMA2 = require_default();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const CONTEXT_FLOW_IN = 1;
  const CONTEXT_FLOW_OUT = 2;
  const CONTEXT_BLOCK_IN = 3;
  const CONTEXT_BLOCK_OUT = 4;
  const CHOMPING_CLIP = 1;
  const CHOMPING_STRIP = 2;
  const CHOMPING_KEEP = 3;
  const PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
  const PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
  const PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
  const PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
  const PATTERN_TAG_URI = /^(?:!|[^,\[\]{}])(?:%[0-9a-f]{2}|[0-9a-z\-#;/?:@&=+$,_.!~*'()\[\]])*$/i;
  function _class(obj) {
    return Object.prototype.toString.call(obj);
  }
  function isEol(c) {
    return c === 10 || c === 13;
  }
  function isWhiteSpace(c) {
    return c === 9 || c === 32;
  }
  function isWsOrEol(c) {
    return c === 9 || c === 32 || c === 10 || c === 13;
  }
  function isFlowIndicator(c) {
    return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
  }
  function fromHexCode(c) {
    if (c >= 48 && c <= 57) {
      return c - 48;
    }
    const lc = c | 32;
    if (lc >= 97 && lc <= 102) {
      return lc - 97 + 10;
    }
    return -1;
  }
  function escapedHexLen(c) {
    if (c === 120) {
      return 2;
    }
    if (c === 117) {
      return 4;
    }
    if (c === 85) {
      return 8;
    }
    return 0;
  }
  function fromDecimalCode(c) {
    if (c >= 48 && c <= 57) {
      return c - 48;
    }
    return -1;
  }
  function simpleEscapeSequence(c) {
    switch (c) {
      case 48:
        return "\0";
      case 97:
        return "\x07";
      case 98:
        return "\b";
      case 116:
        return "	";
      case 9:
        return "	";
      case 110:
        return "\n";
      case 118:
        return "\v";
      case 102:
        return "\f";
      case 114:
        return "\r";
      case 101:
        return "\x1B";
      case 32:
        return " ";
      case 34:
        return '"';
      case 47:
        return "/";
      case 92:
        return "\\";
      case 78:
        return "";
      case 95:
        return " ";
      case 76:
        return "\u2028";
      case 80:
        return "\u2029";
      default:
        return "";
    }
  }
  function charFromCodepoint(c) {
    if (c <= 65535) {
      return String.fromCharCode(c);
    }
    return String.fromCharCode(
      (c - 65536 >> 10) + 55296,
      (c - 65536 & 1023) + 56320
    );
  }
  function setProperty(object, key, value) {
    if (key === "__proto__") {
      Object.defineProperty(object, key, {
        configurable: true,
        enumerable: true,
        writable: true,
        value
      });
    } else {
      object[key] = value;
    }
  }
  const simpleEscapeCheck = new Array(256);
  const simpleEscapeMap = new Array(256);
  for (let i = 0; i < 256; i++) {
    simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
    simpleEscapeMap[i] = simpleEscapeSequence(i);
  }
  function State(input, options) {
    this.input = input;
    this.filename = options["filename"] || null;
    this.schema = options["schema"] || DEFAULT_SCHEMA2;
    this.onWarning = options["onWarning"] || null;
    this.legacy = options["legacy"] || false;
    this.json = options["json"] || false;
    this.listener = options["listener"] || null;
    this.maxDepth = typeof options["maxDepth"] === "number" ? options["maxDepth"] : 100;
    this.maxTotalMergeKeys = typeof options["maxTotalMergeKeys"] === "number" ? options["maxTotalMergeKeys"] : 1e4;
    this.implicitTypes = this.schema.compiledImplicit;
    this.typeMap = this.schema.compiledTypeMap;
    this.length = input.length;
    this.position = 0;
    this.line = 0;
    this.lineStart = 0;
    this.lineIndent = 0;
    this.depth = 0;
    this.totalMergeKeys = 0;
    this.firstTabInLine = -1;
    this.documents = [];
    this.anchorMapTransactions = [];
  }
  function generateError(state, message) {
    const mark = {
      name: state.filename,
      buffer: state.input.slice(0, -1),
      // omit trailing \0
      position: state.position,
      line: state.line,
      column: state.position - state.lineStart
    };
    mark.snippet = makeSnippet(mark);
    return new YAMLException2(message, mark);
  }
  function throwError(state, message) {
    throw generateError(state, message);
  }
  function throwWarning(state, message) {
    if (state.onWarning) {
      state.onWarning.call(null, generateError(state, message));
    }
  }
  function storeAnchor(state, name, value) {
    const transactions = state.anchorMapTransactions;
    if (transactions.length !== 0) {
      const transaction = transactions[transactions.length - 1];
      if (!_hasOwnProperty.call(transaction, name)) {
        transaction[name] = {
          existed: _hasOwnProperty.call(state.anchorMap, name),
          value: state.anchorMap[name]
        };
      }
    }
    state.anchorMap[name] = value;
  }
  function beginAnchorTransaction(state) {
    state.anchorMapTransactions.push(/* @__PURE__ */ Object.create(null));
  }
  function commitAnchorTransaction(state) {
    const transaction = state.anchorMapTransactions.pop();
    const transactions = state.anchorMapTransactions;
    if (transactions.length === 0) return;
    const parent = transactions[transactions.length - 1];
    const names = Object.keys(transaction);
    for (let index = 0, length = names.length; index < length; index += 1) {
      const name = names[index];
      if (!_hasOwnProperty.call(parent, name)) {
        parent[name] = transaction[name];
      }
    }
  }
  function rollbackAnchorTransaction(state) {
    const transaction = state.anchorMapTransactions.pop();
    const names = Object.keys(transaction);
    for (let index = names.length - 1; index >= 0; index -= 1) {
      const entry = transaction[names[index]];
      if (entry.existed) {
        state.anchorMap[names[index]] = entry.value;
      } else {
        delete state.anchorMap[names[index]];
      }
    }
  }
  function snapshotState(state) {
    return {
      position: state.position,
      line: state.line,
      lineStart: state.lineStart,
      lineIndent: state.lineIndent,
      firstTabInLine: state.firstTabInLine,
      tag: state.tag,
      anchor: state.anchor,
      kind: state.kind,
      result: state.result
    };
  }
  function restoreState(state, snapshot) {
    state.position = snapshot.position;
    state.line = snapshot.line;
    state.lineStart = snapshot.lineStart;
    state.lineIndent = snapshot.lineIndent;
    state.firstTabInLine = snapshot.firstTabInLine;
    state.tag = snapshot.tag;
    state.anchor = snapshot.anchor;
    state.kind = snapshot.kind;
    state.result = snapshot.result;
  }
  const directiveHandlers = {
    YAML: function handleYamlDirective(state, name, args) {
      if (state.version !== null) {
        throwError(state, "duplication of %YAML directive");
      }
      if (args.length !== 1) {
        throwError(state, "YAML directive accepts exactly one argument");
      }
      const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
      if (match === null) {
        throwError(state, "ill-formed argument of the YAML directive");
      }
      const major = parseInt(match[1], 10);
      const minor = parseInt(match[2], 10);
      if (major !== 1) {
        throwError(state, "unacceptable YAML version of the document");
      }
      state.version = args[0];
      state.checkLineBreaks = minor < 2;
      if (minor !== 1 && minor !== 2) {
        throwWarning(state, "unsupported YAML version of the document");
      }
    },
    TAG: function handleTagDirective(state, name, args) {
      let prefix;
      if (args.length !== 2) {
        throwError(state, "TAG directive accepts exactly two arguments");
      }
      const handle = args[0];
      prefix = args[1];
      if (!PATTERN_TAG_HANDLE.test(handle)) {
        throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
      }
      if (_hasOwnProperty.call(state.tagMap, handle)) {
        throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
      }
      if (!PATTERN_TAG_URI.test(prefix)) {
        throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
      }
      try {
        prefix = decodeURIComponent(prefix);
      } catch (err) {
        throwError(state, "tag prefix is malformed: " + prefix);
      }
      state.tagMap[handle] = prefix;
    }
  };
  function captureSegment(state, start, end, checkJson) {
    if (start < end) {
      const _result = state.input.slice(start, end);
      if (checkJson) {
        for (let _position = 0, _length = _result.length; _position < _length; _position += 1) {
          const _character = _result.charCodeAt(_position);
          if (!(_character === 9 || _character >= 32 && _character <= 1114111)) {
            throwError(state, "expected valid JSON character");
          }
        }
      } else if (PATTERN_NON_PRINTABLE.test(_result)) {
        throwError(state, "the stream contains non-printable characters");
      }
      state.result += _result;
    }
  }
  function chargeMergeWork(state) {
    state.totalMergeKeys++;
    if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) {
      throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
    }
  }
  function mergeMappings(state, destination, source, overridableKeys) {
    if (!common2.isObject(source)) {
      throwError(state, "cannot merge mappings; the provided source object is unacceptable");
    }
    chargeMergeWork(state);
    const sourceKeys = Object.keys(source);
    for (let index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
      const key = sourceKeys[index];
      chargeMergeWork(state);
      if (!_hasOwnProperty.call(destination, key)) {
        setProperty(destination, key, source[key]);
        overridableKeys[key] = true;
      }
    }
  }
  function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startLineStart, startPos) {
    if (Array.isArray(keyNode)) {
      keyNode = Array.prototype.slice.call(keyNode);
      for (let index = 0, quantity = keyNode.length; index < quantity; index += 1) {
        if (Array.isArray(keyNode[index])) {
          throwError(state, "nested arrays are not supported inside keys");
        }
        if (typeof keyNode === "object" && _class(keyNode[index]) === "[object Object]") {
          keyNode[index] = "[object Object]";
        }
      }
    }
    if (typeof keyNode === "object" && _class(keyNode) === "[object Object]") {
      keyNode = "[object Object]";
    }
    keyNode = String(keyNode);
    if (_result === null) {
      _result = {};
    }
    if (keyTag === "tag:yaml.org,2002:merge") {
      if (Array.isArray(valueNode)) {
        if (valueNode.length > 100) {
          throwError(state, "abnormal merge sequence size");
        }
        for (let index = 0, quantity = valueNode.length; index < quantity; index += 1) {
          mergeMappings(state, _result, valueNode[index], overridableKeys);
        }
      } else {
        mergeMappings(state, _result, valueNode, overridableKeys);
      }
    } else {
      if (!state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode)) {
        state.line = startLine || state.line;
        state.lineStart = startLineStart || state.lineStart;
        state.position = startPos || state.position;
        throwError(state, "duplicated mapping key");
      }
      setProperty(_result, keyNode, valueNode);
      delete overridableKeys[keyNode];
    }
    return _result;
  }
  function readLineBreak(state) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 10) {
      state.position++;
    } else if (ch === 13) {
      state.position++;
      if (state.input.charCodeAt(state.position) === 10) {
        state.position++;
      }
    } else {
      throwError(state, "a line break is expected");
    }
    state.line += 1;
    state.lineStart = state.position;
    state.firstTabInLine = -1;
  }
  function skipSeparationSpace(state, allowComments, checkIndent) {
    let lineBreaks = 0;
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      while (isWhiteSpace(ch)) {
        if (ch === 9 && state.firstTabInLine === -1) {
          state.firstTabInLine = state.position;
        }
        ch = state.input.charCodeAt(++state.position);
      }
      if (allowComments && ch === 35) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (ch !== 10 && ch !== 13 && ch !== 0);
      }
      if (isEol(ch)) {
        readLineBreak(state);
        ch = state.input.charCodeAt(state.position);
        lineBreaks++;
        state.lineIndent = 0;
        while (ch === 32) {
          state.lineIndent++;
          ch = state.input.charCodeAt(++state.position);
        }
      } else {
        break;
      }
    }
    if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
      throwWarning(state, "deficient indentation");
    }
    return lineBreaks;
  }
  function testDocumentSeparator(state) {
    let _position = state.position;
    let ch = state.input.charCodeAt(_position);
    if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2)) {
      _position += 3;
      ch = state.input.charCodeAt(_position);
      if (ch === 0 || isWsOrEol(ch)) {
        return true;
      }
    }
    return false;
  }
  function writeFoldedLines(state, count) {
    if (count === 1) {
      state.result += " ";
    } else if (count > 1) {
      state.result += common2.repeat("\n", count - 1);
    }
  }
  function readPlainScalar(state, nodeIndent, withinFlowCollection) {
    let captureStart;
    let captureEnd;
    let hasPendingContent;
    let _line;
    let _lineStart;
    let _lineIndent;
    const _kind = state.kind;
    const _result = state.result;
    let ch = state.input.charCodeAt(state.position);
    if (isWsOrEol(ch) || isFlowIndicator(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96) {
      return false;
    }
    if (ch === 63 || ch === 45) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
        return false;
      }
    }
    state.kind = "scalar";
    state.result = "";
    captureStart = captureEnd = state.position;
    hasPendingContent = false;
    while (ch !== 0) {
      if (ch === 58) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
          break;
        }
      } else if (ch === 35) {
        const preceding = state.input.charCodeAt(state.position - 1);
        if (isWsOrEol(preceding)) {
          break;
        }
      } else if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && isFlowIndicator(ch)) {
        break;
      } else if (isEol(ch)) {
        _line = state.line;
        _lineStart = state.lineStart;
        _lineIndent = state.lineIndent;
        skipSeparationSpace(state, false, -1);
        if (state.lineIndent >= nodeIndent) {
          hasPendingContent = true;
          ch = state.input.charCodeAt(state.position);
          continue;
        } else {
          state.position = captureEnd;
          state.line = _line;
          state.lineStart = _lineStart;
          state.lineIndent = _lineIndent;
          break;
        }
      }
      if (hasPendingContent) {
        captureSegment(state, captureStart, captureEnd, false);
        writeFoldedLines(state, state.line - _line);
        captureStart = captureEnd = state.position;
        hasPendingContent = false;
      }
      if (!isWhiteSpace(ch)) {
        captureEnd = state.position + 1;
      }
      ch = state.input.charCodeAt(++state.position);
    }
    captureSegment(state, captureStart, captureEnd, false);
    if (state.result) {
      return true;
    }
    state.kind = _kind;
    state.result = _result;
    return false;
  }
  function readSingleQuotedScalar(state, nodeIndent) {
    let captureStart;
    let captureEnd;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 39) {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    state.position++;
    captureStart = captureEnd = state.position;
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      if (ch === 39) {
        captureSegment(state, captureStart, state.position, true);
        ch = state.input.charCodeAt(++state.position);
        if (ch === 39) {
          captureStart = state.position;
          state.position++;
          captureEnd = state.position;
        } else {
          return true;
        }
      } else if (isEol(ch)) {
        captureSegment(state, captureStart, captureEnd, true);
        writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
        captureStart = captureEnd = state.position;
      } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
        throwError(state, "unexpected end of the document within a single quoted scalar");
      } else {
        state.position++;
        if (!isWhiteSpace(ch)) {
          captureEnd = state.position;
        }
      }
    }
    throwError(state, "unexpected end of the stream within a single quoted scalar");
  }
  function readDoubleQuotedScalar(state, nodeIndent) {
    let captureStart;
    let captureEnd;
    let tmp;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 34) {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    state.position++;
    captureStart = captureEnd = state.position;
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      if (ch === 34) {
        captureSegment(state, captureStart, state.position, true);
        state.position++;
        return true;
      } else if (ch === 92) {
        captureSegment(state, captureStart, state.position, true);
        ch = state.input.charCodeAt(++state.position);
        if (isEol(ch)) {
          skipSeparationSpace(state, false, nodeIndent);
        } else if (ch < 256 && simpleEscapeCheck[ch]) {
          state.result += simpleEscapeMap[ch];
          state.position++;
        } else if ((tmp = escapedHexLen(ch)) > 0) {
          let hexLength = tmp;
          let hexResult = 0;
          for (; hexLength > 0; hexLength--) {
            ch = state.input.charCodeAt(++state.position);
            if ((tmp = fromHexCode(ch)) >= 0) {
              hexResult = (hexResult << 4) + tmp;
            } else {
              throwError(state, "expected hexadecimal character");
            }
          }
          state.result += charFromCodepoint(hexResult);
          state.position++;
        } else {
          throwError(state, "unknown escape sequence");
        }
        captureStart = captureEnd = state.position;
      } else if (isEol(ch)) {
        captureSegment(state, captureStart, captureEnd, true);
        writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
        captureStart = captureEnd = state.position;
      } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
        throwError(state, "unexpected end of the document within a double quoted scalar");
      } else {
        state.position++;
        if (!isWhiteSpace(ch)) {
          captureEnd = state.position;
        }
      }
    }
    throwError(state, "unexpected end of the stream within a double quoted scalar");
  }
  function readFlowCollection(state, nodeIndent) {
    let readNext = true;
    let _line;
    let _lineStart;
    let _pos;
    const _tag = state.tag;
    let _result;
    const _anchor = state.anchor;
    let terminator;
    let isPair;
    let isExplicitPair;
    let isMapping;
    const overridableKeys = /* @__PURE__ */ Object.create(null);
    let keyNode;
    let keyTag;
    let valueNode;
    let ch = state.input.charCodeAt(state.position);
    if (ch === 91) {
      terminator = 93;
      isMapping = false;
      _result = [];
    } else if (ch === 123) {
      terminator = 125;
      isMapping = true;
      _result = {};
    } else {
      return false;
    }
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    ch = state.input.charCodeAt(++state.position);
    while (ch !== 0) {
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if (ch === terminator) {
        state.position++;
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = isMapping ? "mapping" : "sequence";
        state.result = _result;
        return true;
      } else if (!readNext) {
        throwError(state, "missed comma between flow collection entries");
      } else if (ch === 44) {
        throwError(state, "expected the node content, but found ','");
      }
      keyTag = keyNode = valueNode = null;
      isPair = isExplicitPair = false;
      if (ch === 63) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following)) {
          isPair = isExplicitPair = true;
          state.position++;
          skipSeparationSpace(state, true, nodeIndent);
        }
      }
      _line = state.line;
      _lineStart = state.lineStart;
      _pos = state.position;
      composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
      keyTag = state.tag;
      keyNode = state.result;
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if ((isExplicitPair || state.line === _line) && ch === 58) {
        isPair = true;
        ch = state.input.charCodeAt(++state.position);
        skipSeparationSpace(state, true, nodeIndent);
        composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
        valueNode = state.result;
      }
      if (isMapping) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos);
      } else if (isPair) {
        _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos));
      } else {
        _result.push(keyNode);
      }
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if (ch === 44) {
        readNext = true;
        ch = state.input.charCodeAt(++state.position);
      } else {
        readNext = false;
      }
    }
    throwError(state, "unexpected end of the stream within a flow collection");
  }
  function readBlockScalar(state, nodeIndent) {
    let folding;
    let chomping = CHOMPING_CLIP;
    let didReadContent = false;
    let detectedIndent = false;
    let textIndent = nodeIndent;
    let emptyLines = 0;
    let atMoreIndented = false;
    let tmp;
    let ch = state.input.charCodeAt(state.position);
    if (ch === 124) {
      folding = false;
    } else if (ch === 62) {
      folding = true;
    } else {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    while (ch !== 0) {
      ch = state.input.charCodeAt(++state.position);
      if (ch === 43 || ch === 45) {
        if (CHOMPING_CLIP === chomping) {
          chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
        } else {
          throwError(state, "repeat of a chomping mode identifier");
        }
      } else if ((tmp = fromDecimalCode(ch)) >= 0) {
        if (tmp === 0) {
          throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
        } else if (!detectedIndent) {
          textIndent = nodeIndent + tmp - 1;
          detectedIndent = true;
        } else {
          throwError(state, "repeat of an indentation width identifier");
        }
      } else {
        break;
      }
    }
    if (isWhiteSpace(ch)) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (isWhiteSpace(ch));
      if (ch === 35) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (!isEol(ch) && ch !== 0);
      }
    }
    while (ch !== 0) {
      readLineBreak(state);
      state.lineIndent = 0;
      ch = state.input.charCodeAt(state.position);
      while ((!detectedIndent || state.lineIndent < textIndent) && ch === 32) {
        state.lineIndent++;
        ch = state.input.charCodeAt(++state.position);
      }
      if (!detectedIndent && state.lineIndent > textIndent) {
        textIndent = state.lineIndent;
      }
      if (isEol(ch)) {
        emptyLines++;
        continue;
      }
      if (!detectedIndent && textIndent === 0) {
        throwError(state, "missing indentation for block scalar");
      }
      if (state.lineIndent < textIndent) {
        if (chomping === CHOMPING_KEEP) {
          state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        } else if (chomping === CHOMPING_CLIP) {
          if (didReadContent) {
            state.result += "\n";
          }
        }
        break;
      }
      if (folding) {
        if (isWhiteSpace(ch)) {
          atMoreIndented = true;
          state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        } else if (atMoreIndented) {
          atMoreIndented = false;
          state.result += common2.repeat("\n", emptyLines + 1);
        } else if (emptyLines === 0) {
          if (didReadContent) {
            state.result += " ";
          }
        } else {
          state.result += common2.repeat("\n", emptyLines);
        }
      } else {
        state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
      }
      didReadContent = true;
      detectedIndent = true;
      emptyLines = 0;
      const captureStart = state.position;
      while (!isEol(ch) && ch !== 0) {
        ch = state.input.charCodeAt(++state.position);
      }
      captureSegment(state, captureStart, state.position, false);
    }
    return true;
  }
  function readBlockSequence(state, nodeIndent) {
    const _tag = state.tag;
    const _anchor = state.anchor;
    const _result = [];
    let detected = false;
    if (state.firstTabInLine !== -1) return false;
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      if (state.firstTabInLine !== -1) {
        state.position = state.firstTabInLine;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (ch !== 45) {
        break;
      }
      const following = state.input.charCodeAt(state.position + 1);
      if (!isWsOrEol(following)) {
        break;
      }
      detected = true;
      state.position++;
      if (skipSeparationSpace(state, true, -1)) {
        if (state.lineIndent <= nodeIndent) {
          _result.push(null);
          ch = state.input.charCodeAt(state.position);
          continue;
        }
      }
      const _line = state.line;
      composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
      _result.push(state.result);
      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
      if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
        throwError(state, "bad indentation of a sequence entry");
      } else if (state.lineIndent < nodeIndent) {
        break;
      }
    }
    if (detected) {
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = "sequence";
      state.result = _result;
      return true;
    }
    return false;
  }
  function readBlockMapping(state, nodeIndent, flowIndent) {
    let allowCompact;
    let _keyLine;
    let _keyLineStart;
    let _keyPos;
    const _tag = state.tag;
    const _anchor = state.anchor;
    const _result = {};
    const overridableKeys = /* @__PURE__ */ Object.create(null);
    let keyTag = null;
    let keyNode = null;
    let valueNode = null;
    let atExplicitKey = false;
    let detected = false;
    if (state.firstTabInLine !== -1) return false;
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      if (!atExplicitKey && state.firstTabInLine !== -1) {
        state.position = state.firstTabInLine;
        throwError(state, "tab characters must not be used in indentation");
      }
      const following = state.input.charCodeAt(state.position + 1);
      const _line = state.line;
      if ((ch === 63 || ch === 58) && isWsOrEol(following)) {
        if (ch === 63) {
          if (atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
            keyTag = keyNode = valueNode = null;
          }
          detected = true;
          atExplicitKey = true;
          allowCompact = true;
        } else if (atExplicitKey) {
          atExplicitKey = false;
          allowCompact = true;
        } else {
          throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line");
        }
        state.position += 1;
        ch = following;
      } else {
        _keyLine = state.line;
        _keyLineStart = state.lineStart;
        _keyPos = state.position;
        if (!composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
          break;
        }
        if (state.line === _line) {
          ch = state.input.charCodeAt(state.position);
          while (isWhiteSpace(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          if (ch === 58) {
            ch = state.input.charCodeAt(++state.position);
            if (!isWsOrEol(ch)) {
              throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
            }
            if (atExplicitKey) {
              storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
              keyTag = keyNode = valueNode = null;
            }
            detected = true;
            atExplicitKey = false;
            allowCompact = false;
            keyTag = state.tag;
            keyNode = state.result;
          } else if (detected) {
            throwError(state, "can not read an implicit mapping pair; a colon is missed");
          } else {
            state.tag = _tag;
            state.anchor = _anchor;
            return true;
          }
        } else if (detected) {
          throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
        } else {
          state.tag = _tag;
          state.anchor = _anchor;
          return true;
        }
      }
      if (state.line === _line || state.lineIndent > nodeIndent) {
        if (atExplicitKey) {
          _keyLine = state.line;
          _keyLineStart = state.lineStart;
          _keyPos = state.position;
        }
        if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
          if (atExplicitKey) {
            keyNode = state.result;
          } else {
            valueNode = state.result;
          }
        }
        if (!atExplicitKey) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _keyLine, _keyLineStart, _keyPos);
          keyTag = keyNode = valueNode = null;
        }
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
      }
      if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
        throwError(state, "bad indentation of a mapping entry");
      } else if (state.lineIndent < nodeIndent) {
        break;
      }
    }
    if (atExplicitKey) {
      storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
    }
    if (detected) {
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = "mapping";
      state.result = _result;
    }
    return detected;
  }
  function readTagProperty(state) {
    let isVerbatim = false;
    let isNamed = false;
    let tagHandle;
    let tagName;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 33) return false;
    if (state.tag !== null) {
      throwError(state, "duplication of a tag property");
    }
    ch = state.input.charCodeAt(++state.position);
    if (ch === 60) {
      isVerbatim = true;
      ch = state.input.charCodeAt(++state.position);
    } else if (ch === 33) {
      isNamed = true;
      tagHandle = "!!";
      ch = state.input.charCodeAt(++state.position);
    } else {
      tagHandle = "!";
    }
    let _position = state.position;
    if (isVerbatim) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (ch !== 0 && ch !== 62);
      if (state.position < state.length) {
        tagName = state.input.slice(_position, state.position);
        ch = state.input.charCodeAt(++state.position);
      } else {
        throwError(state, "unexpected end of the stream within a verbatim tag");
      }
    } else {
      while (ch !== 0 && !isWsOrEol(ch)) {
        if (ch === 33) {
          if (!isNamed) {
            tagHandle = state.input.slice(_position - 1, state.position + 1);
            if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
              throwError(state, "named tag handle cannot contain such characters");
            }
            isNamed = true;
            _position = state.position + 1;
          } else {
            throwError(state, "tag suffix cannot contain exclamation marks");
          }
        }
        ch = state.input.charCodeAt(++state.position);
      }
      tagName = state.input.slice(_position, state.position);
      if (PATTERN_FLOW_INDICATORS.test(tagName)) {
        throwError(state, "tag suffix cannot contain flow indicator characters");
      }
    }
    if (tagName && !PATTERN_TAG_URI.test(tagName)) {
      throwError(state, "tag name cannot contain such characters: " + tagName);
    }
    try {
      tagName = decodeURIComponent(tagName);
    } catch (err) {
      throwError(state, "tag name is malformed: " + tagName);
    }
    if (isVerbatim) {
      state.tag = tagName;
    } else if (_hasOwnProperty.call(state.tagMap, tagHandle)) {
      state.tag = state.tagMap[tagHandle] + tagName;
    } else if (tagHandle === "!") {
      state.tag = "!" + tagName;
    } else if (tagHandle === "!!") {
      state.tag = "tag:yaml.org,2002:" + tagName;
    } else {
      throwError(state, 'undeclared tag handle "' + tagHandle + '"');
    }
    return true;
  }
  function readAnchorProperty(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 38) return false;
    if (state.anchor !== null) {
      throwError(state, "duplication of an anchor property");
    }
    ch = state.input.charCodeAt(++state.position);
    const _position = state.position;
    while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }
    if (state.position === _position) {
      throwError(state, "name of an anchor node must contain at least one character");
    }
    state.anchor = state.input.slice(_position, state.position);
    return true;
  }
  function readAlias(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 42) return false;
    ch = state.input.charCodeAt(++state.position);
    const _position = state.position;
    while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }
    if (state.position === _position) {
      throwError(state, "name of an alias node must contain at least one character");
    }
    const alias = state.input.slice(_position, state.position);
    if (!_hasOwnProperty.call(state.anchorMap, alias)) {
      throwError(state, 'unidentified alias "' + alias + '"');
    }
    state.result = state.anchorMap[alias];
    skipSeparationSpace(state, true, -1);
    return true;
  }
  function tryReadBlockMappingFromProperty(state, propertyStart, nodeIndent, flowIndent) {
    const fallbackState = snapshotState(state);
    beginAnchorTransaction(state);
    restoreState(state, propertyStart);
    state.tag = null;
    state.anchor = null;
    state.kind = null;
    state.result = null;
    if (readBlockMapping(state, nodeIndent, flowIndent) && state.kind === "mapping") {
      commitAnchorTransaction(state);
      return true;
    }
    rollbackAnchorTransaction(state);
    restoreState(state, fallbackState);
    return false;
  }
  function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
    let allowBlockScalars;
    let allowBlockCollections;
    let indentStatus = 1;
    let atNewLine = false;
    let hasContent = false;
    let propertyStart = null;
    let type2;
    let flowIndent;
    let blockIndent;
    if (state.depth >= state.maxDepth) {
      throwError(state, "nesting exceeded maxDepth (" + state.maxDepth + ")");
    }
    state.depth += 1;
    if (state.listener !== null) {
      state.listener("open", state);
    }
    state.tag = null;
    state.anchor = null;
    state.kind = null;
    state.result = null;
    const allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
    if (allowToSeek) {
      if (skipSeparationSpace(state, true, -1)) {
        atNewLine = true;
        if (state.lineIndent > parentIndent) {
          indentStatus = 1;
        } else if (state.lineIndent === parentIndent) {
          indentStatus = 0;
        } else if (state.lineIndent < parentIndent) {
          indentStatus = -1;
        }
      }
    }
    if (indentStatus === 1) {
      while (true) {
        const ch = state.input.charCodeAt(state.position);
        const propertyState = snapshotState(state);
        if (atNewLine && (ch === 33 && state.tag !== null || ch === 38 && state.anchor !== null)) {
          break;
        }
        if (!readTagProperty(state) && !readAnchorProperty(state)) {
          break;
        }
        if (propertyStart === null) {
          propertyStart = propertyState;
        }
        if (skipSeparationSpace(state, true, -1)) {
          atNewLine = true;
          allowBlockCollections = allowBlockStyles;
          if (state.lineIndent > parentIndent) {
            indentStatus = 1;
          } else if (state.lineIndent === parentIndent) {
            indentStatus = 0;
          } else if (state.lineIndent < parentIndent) {
            indentStatus = -1;
          }
        } else {
          allowBlockCollections = false;
        }
      }
    }
    if (allowBlockCollections) {
      allowBlockCollections = atNewLine || allowCompact;
    }
    if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
      if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
        flowIndent = parentIndent;
      } else {
        flowIndent = parentIndent + 1;
      }
      blockIndent = state.position - state.lineStart;
      if (indentStatus === 1) {
        if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent)) {
          hasContent = true;
        } else {
          const ch = state.input.charCodeAt(state.position);
          if (propertyStart !== null && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62 && tryReadBlockMappingFromProperty(
            state,
            propertyStart,
            propertyStart.position - propertyStart.lineStart,
            flowIndent
          )) {
            hasContent = true;
          } else if (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent)) {
            hasContent = true;
          } else if (readAlias(state)) {
            hasContent = true;
            if (state.tag !== null || state.anchor !== null) {
              throwError(state, "alias node should not have any properties");
            }
          } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
            hasContent = true;
            if (state.tag === null) {
              state.tag = "?";
            }
          }
          if (state.anchor !== null) {
            storeAnchor(state, state.anchor, state.result);
          }
        }
      } else if (indentStatus === 0) {
        hasContent = allowBlockCollections && readBlockSequence(state, blockIndent);
      }
    }
    if (state.tag === null) {
      if (state.anchor !== null) {
        storeAnchor(state, state.anchor, state.result);
      }
    } else if (state.tag === "?") {
      if (state.result !== null && state.kind !== "scalar") {
        throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
      }
      for (let typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
        type2 = state.implicitTypes[typeIndex];
        if (type2.resolve(state.result)) {
          state.result = type2.construct(state.result);
          state.tag = type2.tag;
          if (state.anchor !== null) {
            storeAnchor(state, state.anchor, state.result);
          }
          break;
        }
      }
    } else if (state.tag !== "!") {
      if (_hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag)) {
        type2 = state.typeMap[state.kind || "fallback"][state.tag];
      } else {
        type2 = null;
        const typeList = state.typeMap.multi[state.kind || "fallback"];
        for (let typeIndex = 0, typeQuantity = typeList.length; typeIndex < typeQuantity; typeIndex += 1) {
          if (state.tag.slice(0, typeList[typeIndex].tag.length) === typeList[typeIndex].tag) {
            type2 = typeList[typeIndex];
            break;
          }
        }
      }
      if (!type2) {
        throwError(state, "unknown tag !<" + state.tag + ">");
      }
      if (state.result !== null && type2.kind !== state.kind) {
        throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type2.kind + '", not "' + state.kind + '"');
      }
      if (!type2.resolve(state.result, state.tag)) {
        throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
      } else {
        state.result = type2.construct(state.result, state.tag);
        if (state.anchor !== null) {
          storeAnchor(state, state.anchor, state.result);
        }
      }
    }
    if (state.listener !== null) {
      state.listener("close", state);
    }
    state.depth -= 1;
    return state.tag !== null || state.anchor !== null || hasContent;
  }
  function readDocument(state) {
    const documentStart = state.position;
    let hasDirectives = false;
    let ch;
    state.version = null;
    state.checkLineBreaks = state.legacy;
    state.tagMap = /* @__PURE__ */ Object.create(null);
    state.anchorMap = /* @__PURE__ */ Object.create(null);
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
      if (state.lineIndent > 0 || ch !== 37) {
        break;
      }
      hasDirectives = true;
      ch = state.input.charCodeAt(++state.position);
      let _position = state.position;
      while (ch !== 0 && !isWsOrEol(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      const directiveName = state.input.slice(_position, state.position);
      const directiveArgs = [];
      if (directiveName.length < 1) {
        throwError(state, "directive name must not be less than one character in length");
      }
      while (ch !== 0) {
        while (isWhiteSpace(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        if (ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (ch !== 0 && !isEol(ch));
          break;
        }
        if (isEol(ch)) break;
        _position = state.position;
        while (ch !== 0 && !isWsOrEol(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        directiveArgs.push(state.input.slice(_position, state.position));
      }
      if (ch !== 0) readLineBreak(state);
      if (_hasOwnProperty.call(directiveHandlers, directiveName)) {
        directiveHandlers[directiveName](state, directiveName, directiveArgs);
      } else {
        throwWarning(state, 'unknown document directive "' + directiveName + '"');
      }
    }
    skipSeparationSpace(state, true, -1);
    if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45) {
      state.position += 3;
      skipSeparationSpace(state, true, -1);
    } else if (hasDirectives) {
      throwError(state, "directives end mark is expected");
    }
    composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
    skipSeparationSpace(state, true, -1);
    if (state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
      throwWarning(state, "non-ASCII line breaks are interpreted as content");
    }
    state.documents.push(state.result);
    if (state.position === state.lineStart && testDocumentSeparator(state)) {
      if (state.input.charCodeAt(state.position) === 46) {
        state.position += 3;
        skipSeparationSpace(state, true, -1);
      }
      return;
    }
    if (state.position < state.length - 1) {
      throwError(state, "end of the stream or a document separator is expected");
    }
  }
  function loadDocuments(input, options) {
    input = String(input);
    options = options || {};
    if (input.length !== 0) {
      if (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13) {
        input += "\n";
      }
      if (input.charCodeAt(0) === 65279) {
        input = input.slice(1);
      }
    }
    const state = new State(input, options);
    const nullpos = input.indexOf("\0");
    if (nullpos !== -1) {
      state.position = nullpos;
      throwError(state, "null byte is not allowed in input");
    }
    state.input += "\0";
    while (state.input.charCodeAt(state.position) === 32) {
      state.lineIndent += 1;
      state.position += 1;
    }
    while (state.position < state.length - 1) {
      readDocument(state);
    }
    return state.documents;
  }
  function loadAll2(input, iterator, options) {
    if (iterator !== null && typeof iterator === "object" && typeof options === "undefined") {
      options = iterator;
      iterator = null;
    }
    const documents = loadDocuments(input, options);
    if (typeof iterator !== "function") {
      return documents;
    }
    for (let index = 0, length = documents.length; index < length; index += 1) {
      iterator(documents[index]);
    }
  }
  function load2(input, options) {
    const documents = loadDocuments(input, options);
    if (documents.length === 0) {
      return void 0;
    } else if (documents.length === 1) {
      return documents[0];
    }
    throw new YAMLException2("expected a single document in the stream, but found more");
  }
  loader.loadAll = loadAll2;
  loader.load = load2;
  return loader;
}
var dumper = {};
var hasRequiredDumper;
function requireDumper() {
  if (hasRequiredDumper) return dumper;
  hasRequiredDumper = 1;
  const common2 = requireCommon();
  const YAMLException2 = requireException();
  const DEFAULT_SCHEMA2 = require_default();
  const _toString = Object.prototype.toString;
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const CHAR_BOM = 65279;
  const CHAR_TAB = 9;
  const CHAR_LINE_FEED = 10;
  const CHAR_CARRIAGE_RETURN = 13;
  const CHAR_SPACE = 32;
  const CHAR_EXCLAMATION = 33;
  const CHAR_DOUBLE_QUOTE = 34;
  const CHAR_SHARP = 35;
  const CHAR_PERCENT = 37;
  const CHAR_AMPERSAND = 38;
  const CHAR_SINGLE_QUOTE = 39;
  const CHAR_ASTERISK = 42;
  const CHAR_COMMA = 44;
  const CHAR_MINUS = 45;
  const CHAR_COLON = 58;
  const CHAR_EQUALS = 61;
  const CHAR_GREATER_THAN = 62;
  const CHAR_QUESTION = 63;
  const CHAR_COMMERCIAL_AT = 64;
  const CHAR_LEFT_SQUARE_BRACKET = 91;
  const CHAR_RIGHT_SQUARE_BRACKET = 93;
  const CHAR_GRAVE_ACCENT = 96;
  const CHAR_LEFT_CURLY_BRACKET = 123;
  const CHAR_VERTICAL_LINE = 124;
  const CHAR_RIGHT_CURLY_BRACKET = 125;
  const ESCAPE_SEQUENCES = {};
  ESCAPE_SEQUENCES[0] = "\\0";
  ESCAPE_SEQUENCES[7] = "\\a";
  ESCAPE_SEQUENCES[8] = "\\b";
  ESCAPE_SEQUENCES[9] = "\\t";
  ESCAPE_SEQUENCES[10] = "\\n";
  ESCAPE_SEQUENCES[11] = "\\v";
  ESCAPE_SEQUENCES[12] = "\\f";
  ESCAPE_SEQUENCES[13] = "\\r";
  ESCAPE_SEQUENCES[27] = "\\e";
  ESCAPE_SEQUENCES[34] = '\\"';
  ESCAPE_SEQUENCES[92] = "\\\\";
  ESCAPE_SEQUENCES[133] = "\\N";
  ESCAPE_SEQUENCES[160] = "\\_";
  ESCAPE_SEQUENCES[8232] = "\\L";
  ESCAPE_SEQUENCES[8233] = "\\P";
  const DEPRECATED_BOOLEANS_SYNTAX = [
    "y",
    "Y",
    "yes",
    "Yes",
    "YES",
    "on",
    "On",
    "ON",
    "n",
    "N",
    "no",
    "No",
    "NO",
    "off",
    "Off",
    "OFF"
  ];
  const DEPRECATED_BASE60_SYNTAX = /^[-+]?[0-9_]+(?::[0-9_]+)+(?:\.[0-9_]*)?$/;
  function compileStyleMap(schema2, map2) {
    if (map2 === null) return {};
    const result = {};
    const keys = Object.keys(map2);
    for (let index = 0, length = keys.length; index < length; index += 1) {
      let tag = keys[index];
      let style = String(map2[tag]);
      if (tag.slice(0, 2) === "!!") {
        tag = "tag:yaml.org,2002:" + tag.slice(2);
      }
      const type2 = schema2.compiledTypeMap["fallback"][tag];
      if (type2 && _hasOwnProperty.call(type2.styleAliases, style)) {
        style = type2.styleAliases[style];
      }
      result[tag] = style;
    }
    return result;
  }
  function encodeHex(character) {
    let handle;
    let length;
    const string = character.toString(16).toUpperCase();
    if (character <= 255) {
      handle = "x";
      length = 2;
    } else if (character <= 65535) {
      handle = "u";
      length = 4;
    } else if (character <= 4294967295) {
      handle = "U";
      length = 8;
    } else {
      throw new YAMLException2("code point within a string may not be greater than 0xFFFFFFFF");
    }
    return "\\" + handle + common2.repeat("0", length - string.length) + string;
  }
  const QUOTING_TYPE_SINGLE = 1;
  const QUOTING_TYPE_DOUBLE = 2;
  function State(options) {
    this.schema = options["schema"] || DEFAULT_SCHEMA2;
    this.indent = Math.max(1, options["indent"] || 2);
    this.noArrayIndent = options["noArrayIndent"] || false;
    this.skipInvalid = options["skipInvalid"] || false;
    this.flowLevel = common2.isNothing(options["flowLevel"]) ? -1 : options["flowLevel"];
    this.styleMap = compileStyleMap(this.schema, options["styles"] || null);
    this.sortKeys = options["sortKeys"] || false;
    this.lineWidth = options["lineWidth"] || 80;
    this.noRefs = options["noRefs"] || false;
    this.noCompatMode = options["noCompatMode"] || false;
    this.condenseFlow = options["condenseFlow"] || false;
    this.quotingType = options["quotingType"] === '"' ? QUOTING_TYPE_DOUBLE : QUOTING_TYPE_SINGLE;
    this.forceQuotes = options["forceQuotes"] || false;
    this.replacer = typeof options["replacer"] === "function" ? options["replacer"] : null;
    this.implicitTypes = this.schema.compiledImplicit;
    this.explicitTypes = this.schema.compiledExplicit;
    this.tag = null;
    this.result = "";
    this.duplicates = [];
    this.usedDuplicates = null;
  }
  function indentString(string, spaces) {
    const ind = common2.repeat(" ", spaces);
    let position = 0;
    let result = "";
    const length = string.length;
    while (position < length) {
      let line;
      const next = string.indexOf("\n", position);
      if (next === -1) {
        line = string.slice(position);
        position = length;
      } else {
        line = string.slice(position, next + 1);
        position = next + 1;
      }
      if (line.length && line !== "\n") result += ind;
      result += line;
    }
    return result;
  }
  function generateNextLine(state, level) {
    return "\n" + common2.repeat(" ", state.indent * level);
  }
  function testImplicitResolving(state, str2) {
    for (let index = 0, length = state.implicitTypes.length; index < length; index += 1) {
      const type2 = state.implicitTypes[index];
      if (type2.resolve(str2)) {
        return true;
      }
    }
    return false;
  }
  function isWhitespace(c) {
    return c === CHAR_SPACE || c === CHAR_TAB;
  }
  function isPrintable(c) {
    return c >= 32 && c <= 126 || c >= 161 && c <= 55295 && c !== 8232 && c !== 8233 || c >= 57344 && c <= 65533 && c !== CHAR_BOM || c >= 65536 && c <= 1114111;
  }
  function isNsCharOrWhitespace(c) {
    return isPrintable(c) && c !== CHAR_BOM && // - b-char
    c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
  }
  function isPlainSafe(c, prev, inblock) {
    const cIsNsCharOrWhitespace = isNsCharOrWhitespace(c);
    const cIsNsChar = cIsNsCharOrWhitespace && !isWhitespace(c);
    return (
      // ns-plain-safe
      (inblock ? cIsNsCharOrWhitespace : cIsNsCharOrWhitespace && // - c-flow-indicator
      c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET) && // ns-plain-char
      c !== CHAR_SHARP && // false on '#'
      !(prev === CHAR_COLON && !cIsNsChar) || // false on ': '
      isNsCharOrWhitespace(prev) && !isWhitespace(prev) && c === CHAR_SHARP || // change to true on '[^ ]#'
      prev === CHAR_COLON && cIsNsChar
    );
  }
  function isPlainSafeFirst(c) {
    return isPrintable(c) && c !== CHAR_BOM && !isWhitespace(c) && // - s-white
    // - (c-indicator ::=
    // “-” | “?” | “:” | “,” | “[” | “]” | “{” | “}”
    c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && // | “#” | “&” | “*” | “!” | “|” | “=” | “>” | “'” | “"”
    c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && // | “%” | “@” | “`”)
    c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
  }
  function isPlainSafeLast(c) {
    return !isWhitespace(c) && c !== CHAR_COLON;
  }
  function codePointAt(string, pos) {
    const first = string.charCodeAt(pos);
    let second;
    if (first >= 55296 && first <= 56319 && pos + 1 < string.length) {
      second = string.charCodeAt(pos + 1);
      if (second >= 56320 && second <= 57343) {
        return (first - 55296) * 1024 + second - 56320 + 65536;
      }
    }
    return first;
  }
  function needIndentIndicator(string) {
    const leadingSpaceRe = /^\n* /;
    return leadingSpaceRe.test(string);
  }
  const STYLE_PLAIN = 1;
  const STYLE_SINGLE = 2;
  const STYLE_LITERAL = 3;
  const STYLE_FOLDED = 4;
  const STYLE_DOUBLE = 5;
  function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType, quotingType, forceQuotes, inblock) {
    let i;
    let char = 0;
    let prevChar = null;
    let hasLineBreak = false;
    let hasFoldableLine = false;
    const shouldTrackWidth = lineWidth !== -1;
    let previousLineBreak = -1;
    let plain = isPlainSafeFirst(codePointAt(string, 0)) && isPlainSafeLast(codePointAt(string, string.length - 1));
    if (singleLineOnly || forceQuotes) {
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        char = codePointAt(string, i);
        if (!isPrintable(char)) {
          return STYLE_DOUBLE;
        }
        plain = plain && isPlainSafe(char, prevChar, inblock);
        prevChar = char;
      }
    } else {
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        char = codePointAt(string, i);
        if (char === CHAR_LINE_FEED) {
          hasLineBreak = true;
          if (shouldTrackWidth) {
            hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
            i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ";
            previousLineBreak = i;
          }
        } else if (!isPrintable(char)) {
          return STYLE_DOUBLE;
        }
        plain = plain && isPlainSafe(char, prevChar, inblock);
        prevChar = char;
      }
      hasFoldableLine = hasFoldableLine || shouldTrackWidth && (i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ");
    }
    if (!hasLineBreak && !hasFoldableLine) {
      if (plain && !forceQuotes && !testAmbiguousType(string)) {
        return STYLE_PLAIN;
      }
      return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
    }
    if (indentPerLevel > 9 && needIndentIndicator(string)) {
      return STYLE_DOUBLE;
    }
    if (!forceQuotes) {
      return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
    }
    return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
  }
  function writeScalar(state, string, level, iskey, inblock) {
    state.dump = (function() {
      if (string.length === 0) {
        return state.quotingType === QUOTING_TYPE_DOUBLE ? '""' : "''";
      }
      if (!state.noCompatMode) {
        if (DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1 || DEPRECATED_BASE60_SYNTAX.test(string)) {
          return state.quotingType === QUOTING_TYPE_DOUBLE ? '"' + string + '"' : "'" + string + "'";
        }
      }
      const indent = state.indent * Math.max(1, level);
      const lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);
      const singleLineOnly = iskey || // No block styles in flow mode.
      state.flowLevel > -1 && level >= state.flowLevel;
      function testAmbiguity(string2) {
        return testImplicitResolving(state, string2);
      }
      switch (chooseScalarStyle(
        string,
        singleLineOnly,
        state.indent,
        lineWidth,
        testAmbiguity,
        state.quotingType,
        state.forceQuotes && !iskey,
        inblock
      )) {
        case STYLE_PLAIN:
          return string;
        case STYLE_SINGLE:
          return "'" + string.replace(/'/g, "''") + "'";
        case STYLE_LITERAL:
          return "|" + blockHeader(string, state.indent) + dropEndingNewline(indentString(string, indent));
        case STYLE_FOLDED:
          return ">" + blockHeader(string, state.indent) + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
        case STYLE_DOUBLE:
          return '"' + escapeString(string) + '"';
        default:
          throw new YAMLException2("impossible error: invalid scalar style");
      }
    })();
  }
  function blockHeader(string, indentPerLevel) {
    const indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : "";
    const clip = string[string.length - 1] === "\n";
    const keep = clip && (string[string.length - 2] === "\n" || string === "\n");
    const chomp = keep ? "+" : clip ? "" : "-";
    return indentIndicator + chomp + "\n";
  }
  function dropEndingNewline(string) {
    return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
  }
  function foldString(string, width) {
    const lineRe = /(\n+)([^\n]*)/g;
    let result = (function() {
      let nextLF = string.indexOf("\n");
      nextLF = nextLF !== -1 ? nextLF : string.length;
      lineRe.lastIndex = nextLF;
      return foldLine(string.slice(0, nextLF), width);
    })();
    let prevMoreIndented = string[0] === "\n" || string[0] === " ";
    let moreIndented;
    let match;
    while (match = lineRe.exec(string)) {
      const prefix = match[1];
      const line = match[2];
      moreIndented = line[0] === " ";
      result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
      prevMoreIndented = moreIndented;
    }
    return result;
  }
  function foldLine(line, width) {
    if (line === "" || line[0] === " ") return line;
    const breakRe = / [^ ]/g;
    let match;
    let start = 0;
    let end;
    let curr = 0;
    let next = 0;
    let result = "";
    while (match = breakRe.exec(line)) {
      next = match.index;
      if (next - start > width) {
        end = curr > start ? curr : next;
        result += "\n" + line.slice(start, end);
        start = end + 1;
      }
      curr = next;
    }
    result += "\n";
    if (line.length - start > width && curr > start) {
      result += line.slice(start, curr) + "\n" + line.slice(curr + 1);
    } else {
      result += line.slice(start);
    }
    return result.slice(1);
  }
  function escapeString(string) {
    let result = "";
    let char = 0;
    for (let i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
      char = codePointAt(string, i);
      const escapeSeq = ESCAPE_SEQUENCES[char];
      if (!escapeSeq && isPrintable(char)) {
        result += string[i];
        if (char >= 65536) result += string[i + 1];
      } else {
        result += escapeSeq || encodeHex(char);
      }
    }
    return result;
  }
  function writeFlowSequence(state, level, object) {
    let _result = "";
    const _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      if (state.replacer) {
        value = state.replacer.call(object, String(index), value);
      }
      if (writeNode(state, level, value, false, false) || typeof value === "undefined" && writeNode(state, level, null, false, false)) {
        if (_result !== "") _result += "," + (!state.condenseFlow ? " " : "");
        _result += state.dump;
      }
    }
    state.tag = _tag;
    state.dump = "[" + _result + "]";
  }
  function writeBlockSequence(state, level, object, compact) {
    let _result = "";
    const _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      if (state.replacer) {
        value = state.replacer.call(object, String(index), value);
      }
      if (writeNode(state, level + 1, value, true, true, false, true) || typeof value === "undefined" && writeNode(state, level + 1, null, true, true, false, true)) {
        if (!compact || _result !== "") {
          _result += generateNextLine(state, level);
        }
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          _result += "-";
        } else {
          _result += "- ";
        }
        _result += state.dump;
      }
    }
    state.tag = _tag;
    state.dump = _result || "[]";
  }
  function writeFlowMapping(state, level, object) {
    let _result = "";
    const _tag = state.tag;
    const objectKeyList = Object.keys(object);
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      if (_result !== "") pairBuffer += ", ";
      if (state.condenseFlow) pairBuffer += '"';
      const objectKey = objectKeyList[index];
      let objectValue = object[objectKey];
      if (state.replacer) {
        objectValue = state.replacer.call(object, objectKey, objectValue);
      }
      if (!writeNode(state, level, objectKey, false, false)) {
        continue;
      }
      if (state.dump.length > 1024) pairBuffer += "? ";
      pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " ");
      if (!writeNode(state, level, objectValue, false, false)) {
        continue;
      }
      pairBuffer += state.dump;
      _result += pairBuffer;
    }
    state.tag = _tag;
    state.dump = "{" + _result + "}";
  }
  function writeBlockMapping(state, level, object, compact) {
    let _result = "";
    const _tag = state.tag;
    const objectKeyList = Object.keys(object);
    if (state.sortKeys === true) {
      objectKeyList.sort();
    } else if (typeof state.sortKeys === "function") {
      objectKeyList.sort(state.sortKeys);
    } else if (state.sortKeys) {
      throw new YAMLException2("sortKeys must be a boolean or a function");
    }
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      if (!compact || _result !== "") {
        pairBuffer += generateNextLine(state, level);
      }
      const objectKey = objectKeyList[index];
      let objectValue = object[objectKey];
      if (state.replacer) {
        objectValue = state.replacer.call(object, objectKey, objectValue);
      }
      if (!writeNode(state, level + 1, objectKey, true, true, true)) {
        continue;
      }
      const explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
      if (explicitPair) {
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          pairBuffer += "?";
        } else {
          pairBuffer += "? ";
        }
      }
      pairBuffer += state.dump;
      if (explicitPair) {
        pairBuffer += generateNextLine(state, level);
      }
      if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
        continue;
      }
      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        pairBuffer += ":";
      } else {
        pairBuffer += ": ";
      }
      pairBuffer += state.dump;
      _result += pairBuffer;
    }
    state.tag = _tag;
    state.dump = _result || "{}";
  }
  function detectType(state, object, explicit) {
    const typeList = explicit ? state.explicitTypes : state.implicitTypes;
    for (let index = 0, length = typeList.length; index < length; index += 1) {
      const type2 = typeList[index];
      if ((type2.instanceOf || type2.predicate) && (!type2.instanceOf || typeof object === "object" && object instanceof type2.instanceOf) && (!type2.predicate || type2.predicate(object))) {
        if (explicit) {
          if (type2.multi && type2.representName) {
            state.tag = type2.representName(object);
          } else {
            state.tag = type2.tag;
          }
        } else {
          state.tag = "?";
        }
        if (type2.represent) {
          const style = state.styleMap[type2.tag] || type2.defaultStyle;
          let _result;
          if (_toString.call(type2.represent) === "[object Function]") {
            _result = type2.represent(object, style);
          } else if (_hasOwnProperty.call(type2.represent, style)) {
            _result = type2.represent[style](object, style);
          } else {
            throw new YAMLException2("!<" + type2.tag + '> tag resolver accepts not "' + style + '" style');
          }
          state.dump = _result;
        }
        return true;
      }
    }
    return false;
  }
  function writeNode(state, level, object, block, compact, iskey, isblockseq) {
    state.tag = null;
    state.dump = object;
    if (!detectType(state, object, false)) {
      detectType(state, object, true);
    }
    const type2 = _toString.call(state.dump);
    const inblock = block;
    if (block) {
      block = state.flowLevel < 0 || state.flowLevel > level;
    }
    const objectOrArray = type2 === "[object Object]" || type2 === "[object Array]";
    let duplicateIndex;
    let duplicate;
    if (objectOrArray) {
      duplicateIndex = state.duplicates.indexOf(object);
      duplicate = duplicateIndex !== -1;
    }
    if (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) {
      compact = false;
    }
    if (duplicate && state.usedDuplicates[duplicateIndex]) {
      state.dump = "*ref_" + duplicateIndex;
    } else {
      if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
        state.usedDuplicates[duplicateIndex] = true;
      }
      if (type2 === "[object Object]") {
        if (block && Object.keys(state.dump).length !== 0) {
          writeBlockMapping(state, level, state.dump, compact);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + state.dump;
          }
        } else {
          writeFlowMapping(state, level, state.dump);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + " " + state.dump;
          }
        }
      } else if (type2 === "[object Array]") {
        if (block && state.dump.length !== 0) {
          if (state.noArrayIndent && !isblockseq && level > 0) {
            writeBlockSequence(state, level - 1, state.dump, compact);
          } else {
            writeBlockSequence(state, level, state.dump, compact);
          }
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + state.dump;
          }
        } else {
          writeFlowSequence(state, level, state.dump);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + " " + state.dump;
          }
        }
      } else if (type2 === "[object String]") {
        if (state.tag !== "?") {
          writeScalar(state, state.dump, level, iskey, inblock);
        }
      } else if (type2 === "[object Undefined]") {
        return false;
      } else {
        if (state.skipInvalid) return false;
        throw new YAMLException2("unacceptable kind of an object to dump " + type2);
      }
      if (state.tag !== null && state.tag !== "?") {
        let tagStr = encodeURI(
          state.tag[0] === "!" ? state.tag.slice(1) : state.tag
        ).replace(/!/g, "%21");
        if (state.tag[0] === "!") {
          tagStr = "!" + tagStr;
        } else if (tagStr.slice(0, 18) === "tag:yaml.org,2002:") {
          tagStr = "!!" + tagStr.slice(18);
        } else {
          tagStr = "!<" + tagStr + ">";
        }
        state.dump = tagStr + " " + state.dump;
      }
    }
    return true;
  }
  function getDuplicateReferences(object, state) {
    const objects = [];
    const duplicatesIndexes = [];
    inspectNode(object, objects, duplicatesIndexes);
    const length = duplicatesIndexes.length;
    for (let index = 0; index < length; index += 1) {
      state.duplicates.push(objects[duplicatesIndexes[index]]);
    }
    state.usedDuplicates = new Array(length);
  }
  function inspectNode(object, objects, duplicatesIndexes) {
    if (object !== null && typeof object === "object") {
      const index = objects.indexOf(object);
      if (index !== -1) {
        if (duplicatesIndexes.indexOf(index) === -1) {
          duplicatesIndexes.push(index);
        }
      } else {
        objects.push(object);
        if (Array.isArray(object)) {
          for (let i = 0, length = object.length; i < length; i += 1) {
            inspectNode(object[i], objects, duplicatesIndexes);
          }
        } else {
          const objectKeyList = Object.keys(object);
          for (let i = 0, length = objectKeyList.length; i < length; i += 1) {
            inspectNode(object[objectKeyList[i]], objects, duplicatesIndexes);
          }
        }
      }
    }
  }
  function dump2(input, options) {
    options = options || {};
    const state = new State(options);
    if (!state.noRefs) getDuplicateReferences(input, state);
    let value = input;
    if (state.replacer) {
      value = state.replacer.call({ "": value }, "", value);
    }
    if (writeNode(state, 0, value, true, true)) return state.dump + "\n";
    return "";
  }
  dumper.dump = dump2;
  return dumper;
}
var hasRequiredJsYaml;
function requireJsYaml() {
  if (hasRequiredJsYaml) return jsYaml;
  hasRequiredJsYaml = 1;
  const loader2 = requireLoader();
  const dumper2 = requireDumper();
  function renamed(from, to) {
    return function() {
      throw new Error("Function yaml." + from + " is removed in js-yaml 4. Use yaml." + to + " instead, which is now safe by default.");
    };
  }
  jsYaml.Type = requireType();
  jsYaml.Schema = requireSchema();
  jsYaml.FAILSAFE_SCHEMA = requireFailsafe();
  jsYaml.JSON_SCHEMA = requireJson();
  jsYaml.CORE_SCHEMA = requireCore();
  jsYaml.DEFAULT_SCHEMA = require_default();
  jsYaml.load = loader2.load;
  jsYaml.loadAll = loader2.loadAll;
  jsYaml.dump = dumper2.dump;
  jsYaml.YAMLException = requireException();
  jsYaml.types = {
    binary: requireBinary(),
    float: requireFloat(),
    map: requireMap(),
    null: require_null(),
    pairs: requirePairs(),
    set: requireSet(),
    timestamp: requireTimestamp(),
    bool: requireBool(),
    int: requireInt(),
    merge: requireMerge(),
    omap: requireOmap(),
    seq: requireSeq(),
    str: requireStr()
  };
  jsYaml.safeLoad = renamed("safeLoad", "load");
  jsYaml.safeLoadAll = renamed("safeLoadAll", "loadAll");
  jsYaml.safeDump = renamed("safeDump", "dump");
  return jsYaml;
}
var jsYamlExports = requireJsYaml();
const yaml = /* @__PURE__ */ getDefaultExportFromCjs(jsYamlExports);
const {
  Type,
  Schema,
  FAILSAFE_SCHEMA,
  JSON_SCHEMA,
  CORE_SCHEMA,
  DEFAULT_SCHEMA,
  load,
  loadAll,
  dump,
  YAMLException,
  types,
  safeLoad,
  safeLoadAll,
  safeDump
} = yaml;

const yamlParser = {
    /**
     * The order that this parser will run, in relation to other parsers.
     */
    order: 200,
    /**
     * Whether to allow "empty" files. This includes zero-byte files, as well as empty JSON objects.
     */
    allowEmpty: true,
    /**
     * Determines whether this parser can parse a given file reference.
     * Parsers that match will be tried, in order, until one successfully parses the file.
     * Parsers that don't match will be skipped, UNLESS none of the parsers match, in which case
     * every parser will be tried.
     */
    canParse: [".yaml", ".yml", ".json"], // JSON is valid YAML
    /**
     * Parses the given file as YAML
     *
     * @param file           - An object containing information about the referenced file
     * @param file.url       - The full URL of the referenced file
     * @param file.extension - The lowercased file extension (e.g. ".txt", ".html", etc.)
     * @param file.data      - The file contents. This will be whatever data type was returned by the resolver
     * @returns
     */
    async parse(file) {
        let data = file.data;
        if (Buffer.isBuffer(data)) {
            data = data.toString();
        }
        if (typeof data === "string") {
            try {
                return yaml.load(data, { schema: JSON_SCHEMA });
            }
            catch {
                try {
                    // fallback to non JSON_SCHEMA
                    return yaml.load(data);
                }
                catch (e) {
                    throw new ParserError(e?.message || "Parser Error", file.url);
                }
            }
        }
        else {
            // data is already a JavaScript value (object, array, number, null, NaN, etc.)
            return data;
        }
    },
};

const TEXT_REGEXP = /\.(txt|htm|html|md|xml|js|min|map|css|scss|less|svg)$/i;
const textParser = {
    /**
     * The order that this parser will run, in relation to other parsers.
     */
    order: 300,
    /**
     * Whether to allow "empty" files (zero bytes).
     */
    allowEmpty: true,
    /**
     * The encoding that the text is expected to be in.
     */
    encoding: "utf8",
    /**
     * Determines whether this parser can parse a given file reference.
     * Parsers that return true will be tried, in order, until one successfully parses the file.
     * Parsers that return false will be skipped, UNLESS all parsers returned false, in which case
     * every parser will be tried.
     */
    canParse(file) {
        // Use this parser if the file is a string or Buffer, and has a known text-based extension
        return (typeof file.data === "string" || Buffer.isBuffer(file.data)) && TEXT_REGEXP.test(file.url);
    },
    /**
     * Parses the given file as text
     */
    parse(file) {
        if (typeof file.data === "string") {
            return file.data;
        }
        else if (Buffer.isBuffer(file.data)) {
            return file.data.toString(this.encoding);
        }
        else {
            throw new ParserError("data is not text", file.url);
        }
    },
};

const BINARY_REGEXP = /\.(jpeg|jpg|gif|png|bmp|ico)$/i;
const binaryParser = {
    /**
     * The order that this parser will run, in relation to other parsers.
     */
    order: 400,
    /**
     * Whether to allow "empty" files (zero bytes).
     */
    allowEmpty: true,
    /**
     * Determines whether this parser can parse a given file reference.
     * Parsers that return true will be tried, in order, until one successfully parses the file.
     * Parsers that return false will be skipped, UNLESS all parsers returned false, in which case
     * every parser will be tried.
     */
    canParse(file) {
        // Use this parser if the file is a Buffer, and has a known binary extension
        return Buffer.isBuffer(file.data) && BINARY_REGEXP.test(file.url);
    },
    /**
     * Parses the given data as a Buffer (byte array).
     */
    parse(file) {
        if (Buffer.isBuffer(file.data)) {
            return file.data;
        }
        else {
            // This will reject if data is anything other than a string or typed array
            return Buffer.from(file.data);
        }
    },
};

const fileResolver = {
    /**
     * The order that this resolver will run, in relation to other resolvers.
     */
    order: 100,
    /**
     * Determines whether this resolver can read a given file reference.
     * Resolvers that return true will be tried, in order, until one successfully resolves the file.
     * Resolvers that return false will not be given a chance to resolve the file.
     */
    canRead(file) {
        return isFileSystemPath(file.url);
    },
    /**
     * Reads the given file and returns its raw contents as a Buffer.
     */
    async read(file) {
        let path;
        const fs = await import('./cancellation.js').then(n => n.a);
        try {
            path = toFileSystemPath(file.url);
        }
        catch (err) {
            const e = err;
            e.message = `Malformed URI: ${file.url}: ${e.message}`;
            throw new ResolverError(e, file.url);
        }
        // strip trailing slashes
        if (path.endsWith("/") || path.endsWith("\\")) {
            path = path.slice(0, -1);
        }
        try {
            return await fs.promises.readFile(path);
        }
        catch (err) {
            const e = err;
            e.message = `Error opening file ${path}: ${e.message}`;
            throw new ResolverError(e, path);
        }
    },
};

const httpResolver = {
    /**
     * The order that this resolver will run, in relation to other resolvers.
     */
    order: 200,
    /**
     * HTTP headers to send when downloading files.
     *
     * @example:
     * {
     *   "User-Agent": "JSON Schema $Ref Parser",
     *   Accept: "application/json"
     * }
     */
    headers: null,
    /**
     * HTTP request timeout (in milliseconds).
     */
    timeout: 60_000, // 60 seconds
    /**
     * The maximum number of HTTP redirects to follow.
     * To disable automatic following of redirects, set this to zero.
     */
    redirects: 5,
    /**
     * The `withCredentials` option of XMLHttpRequest.
     * Set this to `true` if you're downloading files from a CORS-enabled server that requires authentication
     */
    withCredentials: false,
    /**
     * Set this to `false` if you want to allow unsafe URLs (e.g., `127.0.0.1`, localhost, and other internal URLs).
     */
    safeUrlResolver: true,
    /**
     * Determines whether this resolver can read a given file reference.
     * Resolvers that return true will be tried in order, until one successfully resolves the file.
     * Resolvers that return false will not be given a chance to resolve the file.
     */
    canRead(file) {
        return isHttp(file.url) && (!this.safeUrlResolver || !isUnsafeUrl(file.url));
    },
    /**
     * Reads the given URL and returns its raw contents as a Buffer.
     */
    read(file) {
        const u = parse$2(file.url);
        if (typeof window !== "undefined" && !u.protocol) {
            // Use the protocol of the current page
            u.protocol = parse$2(location.href).protocol;
        }
        return download(u, this);
    },
};
/**
 * Downloads the given file.
 * @returns
 * The promise resolves with the raw downloaded data, or rejects if there is an HTTP error.
 */
async function download(u, httpOptions, _redirects) {
    u = parse$2(u);
    const redirects = _redirects || [];
    redirects.push(u.href);
    try {
        if (httpOptions.safeUrlResolver && isUnsafeUrl(u.href)) {
            throw new Error(`Unsafe URL blocked by safeUrlResolver: ${u.href}`);
        }
        const res = await get(u, httpOptions);
        if (res.status >= 400) {
            const error = new Error(`HTTP ERROR ${res.status}`);
            error.status = res.status;
            throw error;
        }
        else if (res.status >= 300) {
            if (!Number.isNaN(httpOptions.redirects) && redirects.length > httpOptions.redirects) {
                const error = new Error(`Error downloading ${redirects[0]}. \nToo many redirects: \n  ${redirects.join(" \n  ")}`);
                error.status = res.status;
                throw new ResolverError(error);
            }
            else {
                const location = getHeader(res, "location");
                if (!location) {
                    const error = new Error(`HTTP ${res.status} redirect with no location header`);
                    error.status = res.status;
                    throw error;
                }
                const redirectTo = resolve$1(u.href, location);
                return download(redirectTo, httpOptions, redirects);
            }
        }
        else {
            if (res.body) {
                const buf = await res.arrayBuffer();
                return Buffer.from(buf);
            }
            return Buffer.alloc(0);
        }
    }
    catch (err) {
        const e = err;
        e.message = `Error downloading ${u.href}: ${e.message}`;
        throw new ResolverError(e, u.href);
    }
}
/**
 * Sends an HTTP GET request.
 * The promise resolves with the HTTP Response object.
 */
async function get(u, httpOptions) {
    let controller;
    let timeoutId;
    if (httpOptions.timeout && typeof AbortController !== "undefined") {
        controller = new AbortController();
        timeoutId = setTimeout(() => controller.abort(), httpOptions.timeout);
    }
    const response = await fetch(u, {
        method: "GET",
        headers: httpOptions.headers || {},
        credentials: httpOptions.withCredentials ? "include" : "same-origin",
        redirect: "manual",
        signal: controller ? controller.signal : null,
    });
    if (timeoutId) {
        clearTimeout(timeoutId);
    }
    return response;
}
function getHeader(response, name) {
    return response.headers.get(name);
}

const getJsonSchemaRefParserDefaultOptions = () => {
    const defaults = {
        /**
         * Determines how different types of files will be parsed.
         *
         * You can add additional parsers of your own, replace an existing one with
         * your own implementation, or disable any parser by setting it to false.
         */
        parse: {
            json: { ...jsonParser },
            yaml: { ...yamlParser },
            text: { ...textParser },
            binary: { ...binaryParser },
        },
        /**
         * Determines how JSON References will be resolved.
         *
         * You can add additional resolvers of your own, replace an existing one with
         * your own implementation, or disable any resolver by setting it to false.
         */
        resolve: {
            file: { ...fileResolver },
            http: { ...httpResolver },
            /**
             * Determines whether external $ref pointers will be resolved.
             * If this option is disabled, then none of above resolvers will be called.
             * Instead, external $ref pointers will simply be ignored.
             *
             * @type {boolean}
             */
            external: true,
        },
        /**
         * By default, JSON Schema $Ref Parser throws the first error it encounters. Setting `continueOnError` to `true`
         * causes it to keep processing as much as possible and then throw a single error that contains all errors
         * that were encountered.
         */
        continueOnError: false,
        /**
         * Determines the types of JSON references that are allowed.
         */
        bundle: {
            /**
             * A function, called for each path, which can return true to stop this path and all
             * subpaths from being processed further. This is useful in schemas where some
             * subpaths contain literal $ref keys that should not be changed.
             *
             * @type {function}
             */
            excludedPathMatcher: () => false,
        },
        /**
         * Determines the types of JSON references that are allowed.
         */
        dereference: {
            /**
             * Dereference circular (recursive) JSON references?
             * If false, then a {@link ReferenceError} will be thrown if a circular reference is found.
             * If "ignore", then circular references will not be dereferenced.
             *
             * @type {boolean|string}
             */
            circular: true,
            /**
             * A function, called for each path, which can return true to stop this path and all
             * subpaths from being dereferenced further. This is useful in schemas where some
             * subpaths contain literal $ref keys that should not be dereferenced.
             *
             * @type {function}
             */
            excludedPathMatcher: () => false,
            referenceResolution: "relative",
            mergeKeys: true,
        },
        mutateInputSchema: true,
    };
    return defaults;
};
const getNewOptions = (options) => {
    const newOptions = getJsonSchemaRefParserDefaultOptions();
    if (options) {
        merge(newOptions, options);
    }
    return newOptions;
};
/**
 * Merges the properties of the source object into the target object.
 *
 * @param target - The object that we're populating
 * @param source - The options that are being merged
 * @returns
 */
function merge(target, source) {
    if (isMergeable(source)) {
        // prevent prototype pollution
        const keys = Object.keys(source).filter((key) => !["__proto__", "constructor", "prototype"].includes(key));
        for (let i = 0; i < keys.length; i++) {
            const key = keys[i];
            const sourceSetting = source[key];
            const targetSetting = target[key];
            if (isMergeable(sourceSetting)) {
                // It's a nested object, so merge it recursively
                target[key] = merge(targetSetting || {}, sourceSetting);
            }
            else if (sourceSetting !== undefined) {
                // It's a scalar value, function, or array. No merging necessary. Just overwrite the target value.
                target[key] = sourceSetting;
            }
        }
    }
    return target;
}
/**
 * Determines whether the given value can be merged,
 * or if it is a scalar value that should just override the target value.
 *
 * @param val
 * @returns
 */
function isMergeable(val) {
    return val && typeof val === "object" && !Array.isArray(val) && !(val instanceof RegExp) && !(val instanceof Date);
}

/**
 * Normalizes the given arguments, accounting for optional args.
 */
function normalizeArgs(_args) {
    let path;
    let schema;
    let options;
    let callback;
    const args = Array.prototype.slice.call(_args);
    if (typeof args[args.length - 1] === "function") {
        // The last parameter is a callback function
        callback = args.pop();
    }
    if (typeof args[0] === "string") {
        // The first parameter is the path
        path = args[0];
        if (typeof args[2] === "object") {
            // The second parameter is the schema, and the third parameter is the options
            schema = args[1];
            options = args[2];
        }
        else {
            // The second parameter is the options
            schema = undefined;
            options = args[1];
        }
    }
    else {
        // The first parameter is the schema
        path = "";
        schema = args[0];
        options = args[1];
    }
    try {
        options = getNewOptions(options);
    }
    catch (e) {
        console.error(`JSON Schema Ref Parser: Error normalizing options: ${e}`);
    }
    if (!options.mutateInputSchema && typeof schema === "object") {
        // Make a deep clone of the schema, so that we don't alter the original object
        schema = JSON.parse(JSON.stringify(schema));
    }
    return {
        path,
        schema,
        options,
        callback,
    };
}

/**
 * Crawls the JSON schema, finds all external JSON references, and resolves their values.
 * This method does not mutate the JSON schema. The resolved values are added to {@link $RefParser#$refs}.
 *
 * NOTE: We only care about EXTERNAL references here. INTERNAL references are only relevant when dereferencing.
 *
 * @returns
 * The promise resolves once all JSON references in the schema have been resolved,
 * including nested references that are contained in externally-referenced files.
 */
function resolveExternal(parser, options) {
    if (!options.resolve?.external) {
        // Nothing to resolve, so exit early
        return Promise.resolve();
    }
    try {
        const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope
            ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema)
            : parser.$refs._root$Ref.path;
        // console.log('Resolving $ref pointers in %s', parser.$refs._root$Ref.path);
        const promises = crawl$2(parser.schema, parser.$refs._root$Ref.path + "#", rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, parser.$refs, options);
        return Promise.all(promises);
    }
    catch (e) {
        return Promise.reject(e);
    }
}
/**
 * Recursively crawls the given value, and resolves any external JSON references.
 *
 * @param obj - The value to crawl. If it's not an object or array, it will be ignored.
 * @param path - The full path of `obj`, possibly with a JSON Pointer in the hash
 * @param {boolean} external - Whether `obj` was found in an external document.
 * @param $refs
 * @param options
 * @param seen - Internal.
 *
 * @returns
 * Returns an array of promises. There will be one promise for each JSON reference in `obj`.
 * If `obj` does not contain any JSON references, then the array will be empty.
 * If any of the JSON references point to files that contain additional JSON references,
 * then the corresponding promise will internally reference an array of promises.
 */
function crawl$2(obj, path, scopeBase, dynamicIdScope, $refs, options, seen, external) {
    seen ||= new Set();
    let promises = [];
    if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !seen.has(obj)) {
        seen.add(obj); // Track previously seen objects to avoid infinite recursion
        const currentScopeBase = scopeBase;
        if ($Ref.isExternal$Ref(obj)) {
            promises.push(resolve$Ref(obj, path, currentScopeBase, dynamicIdScope, $refs, options));
        }
        const keys = Object.keys(obj);
        for (const key of keys) {
            const keyPath = Pointer.join(path, key);
            const value = obj[key];
            const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value)
                ? getSchemaBasePath(currentScopeBase, value)
                : currentScopeBase;
            promises = promises.concat(crawl$2(value, keyPath, childScopeBase, dynamicIdScope, $refs, options, seen));
        }
    }
    return promises;
}
/**
 * Resolves the given JSON Reference, and then crawls the resulting value.
 *
 * @param $ref - The JSON Reference to resolve
 * @param path - The full path of `$ref`, possibly with a JSON Pointer in the hash
 * @param $refs
 * @param options
 *
 * @returns
 * The promise resolves once all JSON references in the object have been resolved,
 * including nested references that are contained in externally-referenced files.
 */
async function resolve$Ref($ref, path, scopeBase, dynamicIdScope, $refs, options) {
    const shouldResolveOnCwd = options.dereference?.externalReferenceResolution === "root";
    const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
    const resolvedPath = resolve$1(resolutionBase, $ref.$ref);
    const withoutHash = stripHash(resolvedPath);
    // $ref.$ref = url.relative($refs._root$Ref.path, resolvedPath);
    // Do we already have this $ref?
    const ref = $refs._get$Ref(withoutHash);
    if (ref) {
        // We've already parsed this $ref, so use the existing value
        return Promise.resolve(ref.value);
    }
    // Parse the $referenced file/url
    try {
        const reference = $ref.$ref;
        const parseTarget = {
            url: resolvedPath,
            baseUrl: resolutionBase,
        };
        if (typeof reference === "string") {
            parseTarget.reference = reference;
        }
        const result = await parse$1(parseTarget, $refs, options);
        // Crawl the parsed value
        // console.log('Resolving $ref pointers in %s', withoutHash);
        const parsedRef = $refs._get$Ref(withoutHash);
        const promises = crawl$2(result, withoutHash + "#", withoutHash, parsedRef?.dynamicIdScope ?? false, $refs, options, new Set(), true);
        return Promise.all(promises);
    }
    catch (err) {
        if (!options?.continueOnError || !isHandledError(err)) {
            throw err;
        }
        if ($refs._$refs[withoutHash]) {
            err.source = decodeURI(stripHash(path));
            err.path = safePointerToPath(getHash(path));
        }
        return [];
    }
}

/**
 * Bundles all external JSON references into the main JSON schema, thus resulting in a schema that
 * only has *internal* references, not any *external* references.
 * This method mutates the JSON schema object, adding new references and re-mapping existing ones.
 *
 * @param parser
 * @param options
 */
function bundle$1(parser, options) {
    // console.log('Bundling $ref pointers in %s', parser.$refs._root$Ref.path);
    const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope
        ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema)
        : parser.$refs._root$Ref.path;
    // Build an inventory of all $ref pointers in the JSON Schema
    const inventory = [];
    crawl$1(parser, "schema", parser.$refs._root$Ref.path + "#", rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, "#", 0, inventory, parser.$refs, options);
    // Get the root schema's $id (if any) for qualifying refs inside sub-schemas with their own $id
    const rootId = parser.schema && typeof parser.schema === "object" && "$id" in parser.schema
        ? parser.schema.$id
        : undefined;
    // Remap all $ref pointers
    remap(inventory, options, rootId);
    // Fix any $ref paths that traverse through other $refs (which is invalid per JSON Schema spec)
    const bundleOptions = (options.bundle || {});
    if (bundleOptions.optimizeInternalRefs !== false) {
        fixRefsThroughRefs(inventory, parser.schema);
    }
}
/**
 * Recursively crawls the given value, and inventories all JSON references.
 *
 * @param parent - The object containing the value to crawl. If the value is not an object or array, it will be ignored.
 * @param key - The property key of `parent` to be crawled
 * @param path - The full path of the property being crawled, possibly with a JSON Pointer in the hash
 * @param pathFromRoot - The path of the property being crawled, from the schema root
 * @param indirections
 * @param inventory - An array of already-inventoried $ref pointers
 * @param $refs
 * @param options
 */
function crawl$1(parent, key, path, scopeBase, dynamicIdScope, pathFromRoot, indirections, inventory, $refs, options) {
    const obj = key === null ? parent : parent[key];
    const bundleOptions = (options.bundle || {});
    const isExcludedPath = bundleOptions.excludedPathMatcher || (() => false);
    if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !isExcludedPath(pathFromRoot)) {
        const currentScopeBase = scopeBase;
        if ($Ref.isAllowed$Ref(obj)) {
            inventory$Ref(parent, key, path, currentScopeBase, dynamicIdScope, pathFromRoot, indirections, inventory, $refs, options);
        }
        else {
            // Crawl the object in a specific order that's optimized for bundling.
            // This is important because it determines how `pathFromRoot` gets built,
            // which later determines which keys get dereferenced and which ones get remapped
            const keys = Object.keys(obj).sort((a, b) => {
                // Most people will expect references to be bundled into the the "definitions" property,
                // so we always crawl that property first, if it exists.
                if (a === "definitions" || a === "$defs") {
                    return -1;
                }
                else if (b === "definitions" || b === "$defs") {
                    return 1;
                }
                else {
                    // Otherwise, crawl the keys based on their length.
                    // This produces the shortest possible bundled references
                    return a.length - b.length;
                }
            });
            for (const key of keys) {
                const keyPath = Pointer.join(path, key);
                const keyPathFromRoot = Pointer.join(pathFromRoot, key);
                const value = obj[key];
                const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value)
                    ? getSchemaBasePath(currentScopeBase, value)
                    : currentScopeBase;
                if ($Ref.isAllowed$Ref(value)) {
                    inventory$Ref(obj, key, keyPath, childScopeBase, dynamicIdScope, keyPathFromRoot, indirections, inventory, $refs, options);
                }
                else {
                    crawl$1(obj, key, keyPath, childScopeBase, dynamicIdScope, keyPathFromRoot, indirections, inventory, $refs, options);
                }
                // We need to ensure that we have an object to work with here because we may be crawling
                // an `examples` schema and `value` may be nullish.
                if (value && typeof value === "object" && !Array.isArray(value)) {
                    if ("$ref" in value) {
                        bundleOptions?.onBundle?.(value["$ref"], obj[key], obj, key);
                    }
                }
            }
        }
    }
}
/**
 * Inventories the given JSON Reference (i.e. records detailed information about it so we can
 * optimize all $refs in the schema), and then crawls the resolved value.
 *
 * @param $refParent - The object that contains a JSON Reference as one of its keys
 * @param $refKey - The key in `$refParent` that is a JSON Reference
 * @param path - The full path of the JSON Reference at `$refKey`, possibly with a JSON Pointer in the hash
 * @param indirections - unknown
 * @param pathFromRoot - The path of the JSON Reference at `$refKey`, from the schema root
 * @param inventory - An array of already-inventoried $ref pointers
 * @param $refs
 * @param options
 */
function inventory$Ref($refParent, $refKey, path, scopeBase, dynamicIdScope, pathFromRoot, indirections, inventory, $refs, options) {
    const $ref = $refKey === null ? $refParent : $refParent[$refKey];
    const $refPath = resolve$1(dynamicIdScope ? scopeBase : path, $ref.$ref);
    const pointer = $refs._resolve($refPath, pathFromRoot, options);
    if (pointer === null) {
        return;
    }
    const parsed = Pointer.parse(pathFromRoot);
    const depth = parsed.length;
    const file = stripHash(pointer.path);
    const hash = getHash(pointer.path);
    const external = file !== $refs._root$Ref.path && !$refs._aliases[file];
    const extended = $Ref.isExtended$Ref($ref);
    indirections += pointer.indirections;
    const existingEntry = findInInventory(inventory, $refParent, $refKey);
    if (existingEntry) {
        // This $Ref has already been inventoried, so we don't need to process it again
        if (depth < existingEntry.depth || indirections < existingEntry.indirections) {
            removeFromInventory(inventory, existingEntry);
        }
        else {
            return;
        }
    }
    inventory.push({
        $ref, // The JSON Reference (e.g. {$ref: string})
        parent: $refParent, // The object that contains this $ref pointer
        key: $refKey, // The key in `parent` that is the $ref pointer
        pathFromRoot, // The path to the $ref pointer, from the JSON Schema root
        depth, // How far from the JSON Schema root is this $ref pointer?
        file, // The file that the $ref pointer resolves to
        hash, // The hash within `file` that the $ref pointer resolves to
        value: pointer.value, // The resolved value of the $ref pointer
        circular: pointer.circular, // Is this $ref pointer DIRECTLY circular? (i.e. it references itself)
        extended, // Does this $ref extend its resolved value? (i.e. it has extra properties, in addition to "$ref")
        external, // Does this $ref pointer point to a file other than the main JSON Schema file?
        indirections, // The number of indirect references that were traversed to resolve the value
    });
    // Recursively crawl the resolved value
    if (!existingEntry || external) {
        crawl$1(pointer.value, null, pointer.path, pointer.$ref.path, pointer.$ref.dynamicIdScope, pathFromRoot, indirections + 1, inventory, $refs, options);
    }
}
/**
 * Re-maps every $ref pointer, so that they're all relative to the root of the JSON Schema.
 * Each referenced value is dereferenced EXACTLY ONCE.  All subsequent references to the same
 * value are re-mapped to point to the first reference.
 *
 * @example: {
 *    first: { $ref: somefile.json#/some/part },
 *    second: { $ref: somefile.json#/another/part },
 *    third: { $ref: somefile.json },
 *    fourth: { $ref: somefile.json#/some/part/sub/part }
 *  }
 *
 * In this example, there are four references to the same file, but since the third reference points
 * to the ENTIRE file, that's the only one we need to dereference.  The other three can just be
 * remapped to point inside the third one.
 *
 * On the other hand, if the third reference DIDN'T exist, then the first and second would both need
 * to be dereferenced, since they point to different parts of the file. The fourth reference does NOT
 * need to be dereferenced, because it can be remapped to point inside the first one.
 *
 * @param inventory
 */
function remap(inventory, options, rootId) {
    // Group & sort all the $ref pointers, so they're in the order that we need to dereference/remap them
    inventory.sort((a, b) => {
        if (a.file !== b.file) {
            // Group all the $refs that point to the same file
            return a.file < b.file ? -1 : 1;
        }
        else if (a.hash !== b.hash) {
            // Group all the $refs that point to the same part of the file
            return a.hash < b.hash ? -1 : 1;
        }
        else if (a.circular !== b.circular) {
            // If the $ref points to itself, then sort it higher than other $refs that point to this $ref
            return a.circular ? -1 : 1;
        }
        else if (a.extended !== b.extended) {
            // If the $ref extends the resolved value, then sort it lower than other $refs that don't extend the value
            return a.extended ? 1 : -1;
        }
        else if (a.indirections !== b.indirections) {
            // Sort direct references higher than indirect references
            return a.indirections - b.indirections;
        }
        else if (a.depth !== b.depth) {
            // Sort $refs by how close they are to the JSON Schema root
            return a.depth - b.depth;
        }
        else {
            // Determine how far each $ref is from the "definitions" property.
            // Most people will expect references to be bundled into the the "definitions" property if possible.
            const aDefinitionsIndex = Math.max(a.pathFromRoot.lastIndexOf("/definitions"), a.pathFromRoot.lastIndexOf("/$defs"));
            const bDefinitionsIndex = Math.max(b.pathFromRoot.lastIndexOf("/definitions"), b.pathFromRoot.lastIndexOf("/$defs"));
            if (aDefinitionsIndex !== bDefinitionsIndex) {
                // Give higher priority to the $ref that's closer to the "definitions" property
                return bDefinitionsIndex - aDefinitionsIndex;
            }
            else {
                // All else is equal, so use the shorter path, which will produce the shortest possible reference
                return a.pathFromRoot.length - b.pathFromRoot.length;
            }
        }
    });
    let file, hash, pathFromRoot;
    for (const entry of inventory) {
        // console.log('Re-mapping $ref pointer "%s" at %s', entry.$ref.$ref, entry.pathFromRoot);
        const bundleOpts = (options.bundle || {});
        if (!entry.external) {
            // This $ref already resolves to the main JSON Schema file.
            // When optimizeInternalRefs is false, preserve the original internal ref path
            // instead of rewriting it to the fully resolved hash.
            if (bundleOpts.optimizeInternalRefs !== false) {
                entry.$ref.$ref = entry.hash;
            }
        }
        else if (entry.file === file && entry.hash === hash) {
            // This $ref points to the same value as the previous $ref, so remap it to the same path
            if (rootId && isInsideIdScope(inventory, entry)) {
                // This entry is inside a sub-schema with its own $id, so a bare root-relative JSON Pointer
                // would be resolved relative to that $id, not the document root. Qualify with the root $id.
                entry.$ref.$ref = rootId + pathFromRoot;
            }
            else {
                entry.$ref.$ref = pathFromRoot;
            }
        }
        else if (entry.file === file && entry.hash.indexOf(hash + "/") === 0) {
            // This $ref points to a sub-value of the previous $ref, so remap it beneath that path
            const subPath = Pointer.join(pathFromRoot, Pointer.parse(entry.hash.replace(hash, "#")));
            if (rootId && isInsideIdScope(inventory, entry)) {
                entry.$ref.$ref = rootId + subPath;
            }
            else {
                entry.$ref.$ref = subPath;
            }
        }
        else {
            // We've moved to a new file or new hash
            file = entry.file;
            hash = entry.hash;
            pathFromRoot = entry.pathFromRoot;
            // This is the first $ref to point to this value, so dereference the value.
            // Any other $refs that point to the same value will point to this $ref instead
            entry.$ref = entry.parent[entry.key] = $Ref.dereference(entry.$ref, entry.value, options);
            if (entry.circular) {
                // This $ref points to itself
                entry.$ref.$ref = entry.pathFromRoot;
            }
        }
    }
    // we want to ensure that any $refs that point to another $ref are remapped to point to the final value
    // let hadChange = true;
    // while (hadChange) {
    //   hadChange = false;
    //   for (const entry of inventory) {
    //     if (entry.$ref && typeof entry.$ref === "object" && "$ref" in entry.$ref) {
    //       const resolved = inventory.find((e: InventoryEntry) => e.pathFromRoot === entry.$ref.$ref);
    //       if (resolved) {
    //         const resolvedPointsToAnotherRef =
    //           resolved.$ref && typeof resolved.$ref === "object" && "$ref" in resolved.$ref;
    //         if (resolvedPointsToAnotherRef && entry.$ref.$ref !== resolved.$ref.$ref) {
    //           // console.log('Re-mapping $ref pointer "%s" at %s', entry.$ref.$ref, entry.pathFromRoot);
    //           entry.$ref.$ref = resolved.$ref.$ref;
    //           hadChange = true;
    //         }
    //       }
    //     }
    //   }
    // }
}
/**
 * TODO
 */
function findInInventory(inventory, $refParent, $refKey) {
    for (const existingEntry of inventory) {
        if (existingEntry && existingEntry.parent === $refParent && existingEntry.key === $refKey) {
            return existingEntry;
        }
    }
    return undefined;
}
function removeFromInventory(inventory, entry) {
    const index = inventory.indexOf(entry);
    inventory.splice(index, 1);
}
/**
 * After remapping, some $ref paths may traverse through other $ref nodes.
 * JSON pointer resolution does not follow $ref indirection, so these paths are invalid.
 * This function detects and fixes such paths by following any intermediate $refs
 * to compute a valid direct path.
 */
function fixRefsThroughRefs(inventory, schema) {
    for (const entry of inventory) {
        if (!entry.$ref || typeof entry.$ref !== "object" || !("$ref" in entry.$ref)) {
            continue;
        }
        const refValue = entry.$ref.$ref;
        if (typeof refValue !== "string" || !refValue.startsWith("#/")) {
            continue;
        }
        const fixedPath = resolvePathThroughRefs(schema, refValue);
        if (fixedPath !== refValue) {
            entry.$ref.$ref = fixedPath;
        }
    }
}
/**
 * Walks a JSON pointer path through the schema. If any intermediate value
 * is a $ref, follows it and adjusts the path accordingly.
 * Returns the corrected path that doesn't traverse through any $ref.
 */
function resolvePathThroughRefs(schema, refPath) {
    if (!refPath.startsWith("#/")) {
        return refPath;
    }
    const segments = refPath.slice(2).split("/");
    let current = schema;
    const resolvedSegments = [];
    for (const seg of segments) {
        if (current === null || current === undefined || typeof current !== "object") {
            // Can't walk further, return original path
            return refPath;
        }
        // If the current value is a $ref, follow it
        if ("$ref" in current && typeof current.$ref === "string" && current.$ref.startsWith("#/")) {
            // Follow the $ref and restart the path from its target
            const targetSegments = current.$ref.slice(2).split("/");
            resolvedSegments.length = 0;
            resolvedSegments.push(...targetSegments);
            current = walkPath(schema, current.$ref);
            if (current === null || current === undefined || typeof current !== "object") {
                return refPath;
            }
        }
        const decoded = seg.replace(/~1/g, "/").replace(/~0/g, "~");
        const idx = Array.isArray(current) ? parseInt(decoded) : decoded;
        current = current[idx];
        resolvedSegments.push(seg);
    }
    const result = "#/" + resolvedSegments.join("/");
    return result;
}
/**
 * Walks a JSON pointer path through a schema object, returning the value at that path.
 */
function walkPath(schema, path) {
    if (!path.startsWith("#/")) {
        return undefined;
    }
    const segments = path.slice(2).split("/");
    let current = schema;
    for (const seg of segments) {
        if (current === null || current === undefined || typeof current !== "object") {
            return undefined;
        }
        const decoded = seg.replace(/~1/g, "/").replace(/~0/g, "~");
        const idx = Array.isArray(current) ? parseInt(decoded) : decoded;
        current = current[idx];
    }
    return current;
}
/**
 * Checks whether the given inventory entry is located inside a sub-schema that has its own $id.
 * If so, root-relative JSON Pointer $refs placed at this location would be resolved against
 * the $id base URI rather than the document root, making them invalid.
 */
function isInsideIdScope(inventory, entry) {
    for (const other of inventory) {
        // Skip root-level entries
        if (other.pathFromRoot === "#" || other.pathFromRoot === "#/") {
            continue;
        }
        // Check if the other entry is an ancestor of the current entry
        if (entry.pathFromRoot.startsWith(other.pathFromRoot + "/")) {
            // Check if the ancestor's resolved value has a $id
            if (other.value && typeof other.value === "object" && "$id" in other.value) {
                return true;
            }
        }
    }
    return false;
}

/**
 * Crawls the JSON schema, finds all JSON references, and dereferences them.
 * This method mutates the JSON schema object, replacing JSON references with their resolved value.
 *
 * @param parser
 * @param options
 */
function dereference$1(parser, options) {
    const start = Date.now();
    const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope
        ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema)
        : parser.$refs._root$Ref.path;
    // console.log('Dereferencing $ref pointers in %s', parser.$refs._root$Ref.path);
    const dereferenced = crawl(parser.schema, parser.$refs._root$Ref.path, rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, "#", new Set(), new Set(), new Map(), parser.$refs, options, start, 0);
    parser.$refs.circular = dereferenced.circular;
    parser.schema = dereferenced.value;
}
/**
 * Recursively crawls the given value, and dereferences any JSON references.
 *
 * @param obj - The value to crawl. If it's not an object or array, it will be ignored.
 * @param path - The full path of `obj`, possibly with a JSON Pointer in the hash
 * @param pathFromRoot - The path of `obj` from the schema root
 * @param parents - An array of the parent objects that have already been dereferenced
 * @param processedObjects - An array of all the objects that have already been processed
 * @param dereferencedCache - An map of all the dereferenced objects
 * @param $refs
 * @param options
 * @param startTime - The time when the dereferencing started
 * @param depth - The current recursion depth
 * @returns
 */
function crawl(obj, path, scopeBase, dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth) {
    let dereferenced;
    const result = {
        value: obj,
        circular: false,
    };
    checkDereferenceTimeout(startTime, options);
    const derefOptions = (options.dereference || {});
    const maxDepth = derefOptions.maxDepth ?? 500;
    if (depth > maxDepth) {
        throw new RangeError(`Maximum dereference depth (${maxDepth}) exceeded at ${pathFromRoot}. ` +
            `This likely indicates an extremely deep or recursive schema. ` +
            `You can increase this limit with the dereference.maxDepth option.`);
    }
    const isExcludedPath = derefOptions.excludedPathMatcher || (() => false);
    if (derefOptions?.circular === "ignore" || !processedObjects.has(obj)) {
        if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !isExcludedPath(pathFromRoot)) {
            parents.add(obj);
            processedObjects.add(obj);
            const currentScopeBase = scopeBase;
            if ($Ref.isAllowed$Ref(obj, options)) {
                dereferenced = dereference$Ref(obj, path, currentScopeBase, dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth);
                result.circular = dereferenced.circular;
                result.value = dereferenced.value;
            }
            else {
                for (const key of Object.keys(obj)) {
                    checkDereferenceTimeout(startTime, options);
                    const keyPath = Pointer.join(path, key);
                    const keyPathFromRoot = Pointer.join(pathFromRoot, key);
                    if (isExcludedPath(keyPathFromRoot)) {
                        continue;
                    }
                    const value = obj[key];
                    const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value)
                        ? getSchemaBasePath(currentScopeBase, value)
                        : currentScopeBase;
                    let circular;
                    if ($Ref.isAllowed$Ref(value, options)) {
                        dereferenced = dereference$Ref(value, keyPath, childScopeBase, dynamicIdScope, keyPathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth);
                        circular = dereferenced.circular;
                        // Avoid pointless mutations; breaks frozen objects to no profit
                        if (obj[key] !== dereferenced.value) {
                            // If we have properties we want to preserve from our dereferenced schema then we need
                            // to copy them over to our new object.
                            const preserved = new Map();
                            if (derefOptions?.preservedProperties) {
                                if (typeof obj[key] === "object" && !Array.isArray(obj[key])) {
                                    derefOptions?.preservedProperties.forEach((prop) => {
                                        if (prop in obj[key]) {
                                            preserved.set(prop, obj[key][prop]);
                                        }
                                    });
                                }
                            }
                            // Clone the dereferenced value if cloneReferences is enabled and this is not a
                            // circular reference. This prevents mutations to one location from affecting others.
                            let assignedValue = dereferenced.value;
                            if (derefOptions?.cloneReferences && !circular && assignedValue && typeof assignedValue === "object") {
                                assignedValue = structuredClone(assignedValue);
                            }
                            obj[key] = assignedValue;
                            // If we have data to preserve and our dereferenced object is still an object then
                            // we need copy back our preserved data into our dereferenced schema.
                            if (derefOptions?.preservedProperties) {
                                if (preserved.size && typeof obj[key] === "object" && !Array.isArray(obj[key])) {
                                    preserved.forEach((value, prop) => {
                                        obj[key][prop] = value;
                                    });
                                }
                            }
                            derefOptions?.onDereference?.(value.$ref, obj[key], obj, key);
                        }
                    }
                    else {
                        if (!parents.has(value)) {
                            dereferenced = crawl(value, keyPath, childScopeBase, dynamicIdScope, keyPathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth + 1);
                            circular = dereferenced.circular;
                            // Avoid pointless mutations; breaks frozen objects to no profit
                            if (obj[key] !== dereferenced.value) {
                                obj[key] = dereferenced.value;
                            }
                        }
                        else {
                            circular = foundCircularReference(keyPath, $refs, options);
                        }
                    }
                    // Set the "isCircular" flag if this or any other property is circular
                    result.circular = result.circular || circular;
                }
            }
            parents.delete(obj);
        }
    }
    return result;
}
/**
 * Dereferences the given JSON Reference, and then crawls the resulting value.
 *
 * @param $ref - The JSON Reference to resolve
 * @param path - The full path of `$ref`, possibly with a JSON Pointer in the hash
 * @param pathFromRoot - The path of `$ref` from the schema root
 * @param parents - An array of the parent objects that have already been dereferenced
 * @param processedObjects - An array of all the objects that have already been dereferenced
 * @param dereferencedCache - An map of all the dereferenced objects
 * @param $refs
 * @param options
 * @returns
 */
function dereference$Ref($ref, path, scopeBase, dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth) {
    const isExternalRef = $Ref.isExternal$Ref($ref);
    const shouldResolveOnCwd = isExternalRef && options?.dereference?.externalReferenceResolution === "root";
    const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
    const $refPath = resolve$1(resolutionBase, $ref.$ref);
    const cache = dereferencedCache.get($refPath);
    if (cache) {
        // If the object we found is circular we can immediately return it because it would have been
        // cached with everything we need already and we don't need to re-process anything inside it.
        //
        // If the cached object however is _not_ circular and there are additional keys alongside our
        // `$ref` pointer here we should merge them back in and return that.
        if (!cache.circular) {
            const refKeys = Object.keys($ref);
            if (refKeys.length > 1) {
                const extraKeys = {};
                for (const key of refKeys) {
                    if (key !== "$ref" && !(key in cache.value)) {
                        // @ts-expect-error TS(7053): Element implicitly has an 'any' type because expre... Remove this comment to see the full error message
                        extraKeys[key] = $ref[key];
                    }
                }
                return {
                    circular: cache.circular,
                    value: Object.assign({}, cache.value, extraKeys),
                };
            }
            return cache;
        }
        // If both our cached value and our incoming `$ref` are the same then we can return what we
        // got out of the cache, otherwise we should re-process this value. We need to do this because
        // the current dereference caching mechanism doesn't take into account that `$ref` are neither
        // unique or reference the same file.
        //
        // For example if `schema.yaml` references `definitions/child.yaml` and
        // `definitions/parent.yaml` references `child.yaml` then `$ref: 'child.yaml'` may get cached
        // for `definitions/child.yaml`, resulting in `schema.yaml` being having an invalid reference
        // to `child.yaml`.
        //
        // This check is not perfect and the design of the dereference caching mechanism needs a total
        // overhaul.
        if (typeof cache.value === "object" && "$ref" in cache.value && "$ref" in $ref) {
            if (cache.value.$ref === $ref.$ref) {
                // Fire onCircular for cached circular refs so callers are notified of every occurrence
                foundCircularReference(path, $refs, options);
                return cache;
            }
        }
        else {
            foundCircularReference(path, $refs, options);
            return cache;
        }
    }
    const pointer = $refs._resolve($refPath, path, options);
    if (pointer === null) {
        return {
            circular: false,
            value: null,
        };
    }
    // Check for circular references
    const directCircular = pointer.circular;
    let circular = directCircular || parents.has(pointer.value);
    if (circular) {
        foundCircularReference(path, $refs, options);
    }
    // Dereference the JSON reference
    let dereferencedValue = $Ref.dereference($ref, pointer.value, options);
    // Crawl the dereferenced value (unless it's circular)
    if (!circular) {
        // Determine if the dereferenced value is circular
        const dereferenced = crawl(dereferencedValue, pointer.path, pointer.$ref.path, pointer.$ref.dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth + 1);
        circular = dereferenced.circular;
        dereferencedValue = dereferenced.value;
    }
    if (circular && !directCircular && options.dereference?.circular === "ignore") {
        // The user has chosen to "ignore" circular references, so don't change the value
        dereferencedValue = $ref;
    }
    if (directCircular) {
        // The pointer is a DIRECT circular reference (i.e. it references itself).
        // So replace the $ref path with the absolute path from the JSON Schema root
        dereferencedValue.$ref = pathFromRoot;
    }
    const dereferencedObject = {
        circular,
        value: dereferencedValue,
    };
    // only cache if no extra properties than $ref
    if (Object.keys($ref).length === 1) {
        dereferencedCache.set($refPath, dereferencedObject);
    }
    return dereferencedObject;
}
/**
 * Check if we've run past our allowed timeout and throw an error if we have.
 *
 * @param startTime - The time when the dereferencing started.
 * @param options
 */
function checkDereferenceTimeout(startTime, options) {
    if (options && options.timeoutMs) {
        if (Date.now() - startTime > options.timeoutMs) {
            throw new TimeoutError(options.timeoutMs);
        }
    }
}
/**
 * Called when a circular reference is found.
 * It sets the {@link $Refs#circular} flag, executes the options.dereference.onCircular callback,
 * and throws an error if options.dereference.circular is false.
 *
 * @param keyPath - The JSON Reference path of the circular reference
 * @param $refs
 * @param options
 * @returns - always returns true, to indicate that a circular reference was found
 */
function foundCircularReference(keyPath, $refs, options) {
    $refs.circular = true;
    options?.dereference?.onCircular?.(keyPath);
    if (!options.dereference.circular) {
        const error = new ReferenceError(`Circular $ref pointer found at ${keyPath}`);
        throw error;
    }
    return true;
}

function makeNext() {
    if (typeof process === "object" && typeof process.nextTick === "function") {
        return process.nextTick;
    }
    else if (typeof setImmediate === "function") {
        return setImmediate;
    }
    else {
        return function next(f) {
            setTimeout(f, 0);
        };
    }
}
const next$1 = makeNext();

function maybe$1(cb, promise) {
    if (cb) {
        promise.then(function (result) {
            next$1(function () {
                cb(null, result);
            });
        }, function (err) {
            next$1(function () {
                cb(err);
            });
        });
        return undefined;
    }
    else {
        return promise;
    }
}

/**
 * This class parses a JSON schema, builds a map of its JSON references and their resolved values,
 * and provides methods for traversing, manipulating, and dereferencing those references.
 *
 * @class
 */
class $RefParser {
    /**
     * The parsed (and possibly dereferenced) JSON schema object
     *
     * @type {object}
     * @readonly
     */
    schema = null;
    /**
     * The resolved JSON references
     *
     * @type {$Refs}
     * @readonly
     */
    $refs = new $Refs();
    async parse() {
        const args = normalizeArgs(arguments);
        let promise;
        if (!args.path && !args.schema) {
            const err = new Error(`Expected a file path, URL, or object. Got ${args.path || args.schema}`);
            return maybe$1(args.callback, Promise.reject(err));
        }
        // Reset everything
        this.schema = null;
        this.$refs = new $Refs();
        // If the path is a filesystem path, then convert it to a URL.
        // NOTE: According to the JSON Reference spec, these should already be URLs,
        // but, in practice, many people use local filesystem paths instead.
        // So we're being generous here and doing the conversion automatically.
        // This is not intended to be a 100% bulletproof solution.
        // If it doesn't work for your use-case, then use a URL instead.
        let pathType = "http";
        if (isFileSystemPath(args.path)) {
            args.path = fromFileSystemPath(args.path);
            pathType = "file";
        }
        else if (!args.path && args.schema && "$id" in args.schema && args.schema.$id) {
            // when schema id has defined an URL should use that hostname to request the references,
            // instead of using the current page URL
            const params = parse$2(args.schema.$id);
            const port = params.port ?? (params.protocol === "https:" ? 443 : 80);
            args.path = `${params.protocol}//${params.hostname}:${port}`;
        }
        // Resolve the absolute path of the schema
        args.path = resolve$1(cwd(), args.path);
        if (args.schema && typeof args.schema === "object") {
            // A schema object was passed-in.
            // So immediately add a new $Ref with the schema object as its value
            const $ref = this.$refs._add(args.path);
            $ref.value = args.schema;
            $ref.pathType = pathType;
            $ref.dynamicIdScope = usesDynamicIdScope($ref.value);
            registerSchemaResources(this.$refs, $ref.path, $ref.value, $ref.pathType, $ref.dynamicIdScope);
            promise = Promise.resolve(args.schema);
        }
        else {
            // Parse the schema file/url
            promise = parse$1(args.path, this.$refs, args.options);
        }
        try {
            const result = await promise;
            if (result !== null && typeof result === "object" && !Buffer.isBuffer(result)) {
                this.schema = result;
                return maybe$1(args.callback, Promise.resolve(this.schema));
            }
            else if (args.options.continueOnError) {
                this.schema = null; // it's already set to null at line 79, but let's set it again for the sake of readability
                return maybe$1(args.callback, Promise.resolve(this.schema));
            }
            else {
                throw new SyntaxError(`"${this.$refs._root$Ref.path || result}" is not a valid JSON Schema`);
            }
        }
        catch (err) {
            if (!args.options.continueOnError || !isHandledError(err)) {
                return maybe$1(args.callback, Promise.reject(err));
            }
            if (this.$refs._$refs[stripHash(args.path)]) {
                this.$refs._$refs[stripHash(args.path)].addError(err);
            }
            return maybe$1(args.callback, Promise.resolve(null));
        }
    }
    static parse() {
        const parser = new $RefParser();
        return parser.parse.apply(parser, arguments);
    }
    async resolve() {
        const args = normalizeArgs(arguments);
        try {
            await this.parse(args.path, args.schema, args.options);
            await resolveExternal(this, args.options);
            finalize(this);
            return maybe$1(args.callback, Promise.resolve(this.$refs));
        }
        catch (err) {
            return maybe$1(args.callback, Promise.reject(err));
        }
    }
    static resolve() {
        const instance = new $RefParser();
        return instance.resolve.apply(instance, arguments);
    }
    static bundle() {
        const instance = new $RefParser();
        return instance.bundle.apply(instance, arguments);
    }
    async bundle() {
        const args = normalizeArgs(arguments);
        try {
            await this.resolve(args.path, args.schema, args.options);
            bundle$1(this, args.options);
            finalize(this);
            return maybe$1(args.callback, Promise.resolve(this.schema));
        }
        catch (err) {
            return maybe$1(args.callback, Promise.reject(err));
        }
    }
    static dereference() {
        const instance = new $RefParser();
        return instance.dereference.apply(instance, arguments);
    }
    async dereference() {
        const args = normalizeArgs(arguments);
        try {
            await this.resolve(args.path, args.schema, args.options);
            dereference$1(this, args.options);
            finalize(this);
            return maybe$1(args.callback, Promise.resolve(this.schema));
        }
        catch (err) {
            return maybe$1(args.callback, Promise.reject(err));
        }
    }
}
function finalize(parser) {
    const errors = JSONParserErrorGroup.getParserErrors(parser);
    if (errors.length > 0) {
        throw new JSONParserErrorGroup(parser);
    }
}
const parse = $RefParser.parse;
const resolve = $RefParser.resolve;
const bundle = $RefParser.bundle;
const dereference = $RefParser.dereference;

const lib$1 = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  $RefParser,
  $Refs,
  FileResolver: fileResolver,
  HTTPResolver: httpResolver,
  InvalidPointerError,
  JSONParserError,
  JSONParserErrorGroup,
  MissingPointerError,
  ParserError,
  ResolverError,
  UnmatchedParserError,
  UnmatchedResolverError,
  bundle,
  default: $RefParser,
  dereference,
  dereferenceInternal: dereference$1,
  getJsonSchemaRefParserDefaultOptions,
  isHandledError,
  isUnsafeUrl,
  jsonSchemaParserNormalizeArgs: normalizeArgs,
  parse,
  resolve
}, Symbol.toStringTag, { value: 'Module' }));

const require$$2 = /*@__PURE__*/getAugmentedNamespace(lib$1);

var options;
var hasRequiredOptions;

function requireOptions () {
	if (hasRequiredOptions) return options;
	hasRequiredOptions = 1;

	const { getJsonSchemaRefParserDefaultOptions } = require$$2;
	const schemaValidator = requireSchema$1();
	const specValidator = requireSpec();

	options = ParserOptions;

	/**
	 * Merges the properties of the source object into the target object.
	 *
	 * @param target - The object that we're populating
	 * @param source - The options that are being merged
	 * @returns
	 */
	function merge(target, source) {
	  if (isMergeable(source)) {
	    // prevent prototype pollution
	    const keys = Object.keys(source).filter((key) => !["__proto__", "constructor", "prototype"].includes(key));
	    for (let i = 0; i < keys.length; i++) {
	      const key = keys[i];
	      const sourceSetting = source[key];
	      const targetSetting = target[key];

	      if (isMergeable(sourceSetting)) {
	        // It's a nested object, so merge it recursively
	        target[key] = merge(targetSetting || {}, sourceSetting);
	      } else if (sourceSetting !== undefined) {
	        // It's a scalar value, function, or array. No merging necessary. Just overwrite the target value.
	        target[key] = sourceSetting;
	      }
	    }
	  }
	  return target;
	}
	/**
	 * Determines whether the given value can be merged,
	 * or if it is a scalar value that should just override the target value.
	 *
	 * @param val
	 * @returns
	 */
	function isMergeable(val) {
	  return val && typeof val === "object" && !Array.isArray(val) && !(val instanceof RegExp) && !(val instanceof Date);
	}

	/**
	 * Options that determine how Swagger APIs are parsed, resolved, dereferenced, and validated.
	 *
	 * @param {object|ParserOptions} [_options] - Overridden options
	 * @class
	 * @augments $RefParserOptions
	 */
	function ParserOptions(_options) {
	  const defaultOptions = getJsonSchemaRefParserDefaultOptions();
	  const options = merge(defaultOptions, ParserOptions.defaults);
	  return merge(options, _options);
	}

	ParserOptions.defaults = {
	  /**
	   * Determines how the API definition will be validated.
	   *
	   * You can add additional validators of your own, replace an existing one with
	   * your own implemenation, or disable any validator by setting it to false.
	   */
	  validate: {
	    schema: schemaValidator,
	    spec: specValidator,
	  },
	};
	return options;
}

var next;
var hasRequiredNext;

function requireNext () {
	if (hasRequiredNext) return next;
	hasRequiredNext = 1;

	function makeNext () {
	  if (typeof process === 'object' && typeof process.nextTick === 'function') {
	    return process.nextTick
	  } else if (typeof setImmediate === 'function') {
	    return setImmediate
	  } else {
	    return function next (f) {
	      setTimeout(f, 0);
	    }
	  }
	}

	next = makeNext();
	return next;
}

var maybe;
var hasRequiredMaybe;

function requireMaybe () {
	if (hasRequiredMaybe) return maybe;
	hasRequiredMaybe = 1;

	var next = requireNext();

	maybe = function maybe (cb, promise) {
	  if (cb) {
	    promise
	      .then(function (result) {
	        next(function () { cb(null, result); });
	      }, function (err) {
	        next(function () { cb(err); });
	      });
	    return undefined
	  }
	  else {
	    return promise
	  }
	};
	return maybe;
}

var lib;
var hasRequiredLib;

function requireLib () {
	if (hasRequiredLib) return lib;
	hasRequiredLib = 1;

	const validateSchema = requireSchema$1();
	const validateSpec = requireSpec();
	const {
	  jsonSchemaParserNormalizeArgs: normalizeArgs,
	  dereferenceInternal: dereference,
	  $RefParser,
	} = require$$2;
	const util = requireUtil();
	const Options = requireOptions();
	const maybe = requireMaybe();

	const supported31Versions = ["3.1.0", "3.1.1", "3.1.2"];
	const supported30Versions = ["3.0.0", "3.0.1", "3.0.2", "3.0.3", "3.0.4"];
	const supportedVersions = [...supported31Versions, ...supported30Versions];

	/**
	 * This class parses a Swagger 2.0 or 3.0 API, resolves its JSON references and their resolved values,
	 * and provides methods for traversing, dereferencing, and validating the API.
	 *
	 * @class
	 * @augments $RefParser
	 */
	class SwaggerParser extends $RefParser {
	  /**
	   * Parses the given Swagger API.
	   * This method does not resolve any JSON references.
	   * It just reads a single file in JSON or YAML format, and parse it as a JavaScript object.
	   *
	   * @param {string} [path] - The file path or URL of the JSON schema
	   * @param {object} [api] - The Swagger API object. This object will be used instead of reading from `path`.
	   * @param {ParserOptions} [options] - Options that determine how the API is parsed
	   * @param {Function} [callback] - An error-first callback. The second parameter is the parsed API object.
	   * @returns {Promise} - The returned promise resolves with the parsed API object.
	   */
	  async parse(path, api, options, callback) {
	    let args = normalizeArgs(arguments);
	    args.options = new Options(args.options);

	    try {
	      let schema = await super.parse(args.path, args.schema, args.options);

	      if (schema.swagger) {
	        if (typeof schema.swagger === "number") {
	          // This is a very common mistake, so give a helpful error message
	          throw new SyntaxError('Swagger version number must be a string (e.g. "2.0") not a number.');
	        } else if (schema.info && typeof schema.info.version === "number") {
	          // This is a very common mistake, so give a helpful error message
	          throw new SyntaxError('API version number must be a string (e.g. "1.0.0") not a number.');
	        } else if (schema.swagger !== "2.0") {
	          throw new SyntaxError(`Unrecognized Swagger version: ${schema.swagger}. Expected 2.0`);
	        }
	      } else {
	        if (schema.paths === undefined) {
	          if (supported31Versions.indexOf(schema.openapi) !== -1) {
	            if (schema.webhooks === undefined) {
	              throw new SyntaxError(`${args.path || args.schema} is not a valid Openapi API definition`);
	            }
	          } else {
	            throw new SyntaxError(`${args.path || args.schema} is not a valid Openapi API definition`);
	          }
	        } else if (typeof schema.openapi === "number") {
	          // This is a very common mistake, so give a helpful error message
	          throw new SyntaxError('Openapi version number must be a string (e.g. "3.0.0") not a number.');
	        } else if (schema.info && typeof schema.info.version === "number") {
	          // This is a very common mistake, so give a helpful error message
	          throw new SyntaxError('API version number must be a string (e.g. "1.0.0") not a number.');
	        } else if (supportedVersions.indexOf(schema.openapi) === -1) {
	          throw new SyntaxError(
	            `Unsupported OpenAPI version: ${schema.openapi}. ` +
	              `Swagger Parser only supports versions ${supportedVersions.join(", ")}`,
	          );
	        }

	        // This is an OpenAPI v3 schema, check if the "servers" have any relative paths and
	        // fix them if the content was pulled from a web resource
	        util.fixOasRelativeServers(schema, args.path);
	      }

	      // Looks good!
	      return maybe(args.callback, Promise.resolve(schema));
	    } catch (err) {
	      return maybe(args.callback, Promise.reject(err));
	    }
	  }

	  /**
	   * Parses, dereferences, and validates the given Swagger API.
	   * Depending on the options, validation can include JSON Schema validation and/or Swagger Spec validation.
	   *
	   * @param {string} [path] - The file path or URL of the JSON schema
	   * @param {object} [api] - The Swagger API object. This object will be used instead of reading from `path`.
	   * @param {ParserOptions} [options] - Options that determine how the API is parsed, dereferenced, and validated
	   * @param {Function} [callback] - An error-first callback. The second parameter is the parsed API object.
	   * @returns {Promise} - The returned promise resolves with the parsed API object.
	   */
	  async validate(path, api, options, callback) {
	    let me = this;
	    let args = normalizeArgs(arguments);
	    args.options = new Options(args.options);

	    // ZSchema doesn't support circular objects, so don't dereference circular $refs yet
	    // (see https://github.com/zaggino/z-schema/issues/137)
	    let circular$RefOption = args.options.dereference.circular;
	    args.options.validate.schema && (args.options.dereference.circular = "ignore");

	    try {
	      await this.dereference(args.path, args.schema, args.options);

	      // Restore the original options, now that we're done dereferencing
	      args.options.dereference.circular = circular$RefOption;

	      if (args.options.validate.schema) {
	        // Validate the API against the Swagger schema
	        // NOTE: This is safe to do, because we haven't dereferenced circular $refs yet
	        validateSchema(me.api);

	        if (me.$refs.circular) {
	          if (circular$RefOption === true) {
	            // The API has circular references,
	            // so we need to do a second-pass to fully-dereference it
	            dereference(me, args.options);
	          } else if (circular$RefOption === false) {
	            // The API has circular references, and they're not allowed, so throw an error
	            throw new ReferenceError("The API contains circular references");
	          }
	        }
	      }

	      if (args.options.validate.spec) {
	        // Validate the API against the Swagger spec
	        validateSpec(me.api);
	      }

	      return maybe(args.callback, Promise.resolve(me.schema));
	    } catch (err) {
	      return maybe(args.callback, Promise.reject(err));
	    }
	  }
	}

	/**
	 * Alias {@link $RefParser#schema} as {@link SwaggerParser#api}
	 */
	Object.defineProperty(SwaggerParser.prototype, "api", {
	  configurable: true,
	  enumerable: true,
	  get() {
	    return this.schema;
	  },
	});

	/**
	 * The Swagger object
	 * https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#swagger-object
	 *
	 * @typedef {{swagger: string, info: {}, paths: {}}} SwaggerObject
	 */

	const defaultExport = SwaggerParser;

	defaultExport.validate = (...args) => {
	  const defaultInstance = new SwaggerParser();
	  return defaultInstance.validate(...args);
	};
	defaultExport.dereference = (...args) => {
	  const defaultInstance = new SwaggerParser();
	  return defaultInstance.dereference(...args);
	};
	defaultExport.bundle = (...args) => {
	  const defaultInstance = new SwaggerParser();
	  return defaultInstance.bundle(...args);
	};
	defaultExport.parse = (...args) => {
	  const defaultInstance = new SwaggerParser();
	  return defaultInstance.parse(...args);
	};
	defaultExport.resolve = (...args) => {
	  const defaultInstance = new SwaggerParser();
	  return defaultInstance.resolve(...args);
	};
	defaultExport.default = defaultExport;
	defaultExport.SwaggerParser = defaultExport;

	lib = defaultExport;
	return lib;
}

var libExports = requireLib();
const SwaggerParser = /*@__PURE__*/getDefaultExportFromCjs$1(libExports);

function decycle(root) {
    const names = namedSchemas(root);
    const cutRefs = new WeakSet();
    const onStack = new Map();
    const done = new WeakSet();
    const visit = (node, path) => {
        onStack.set(node, path);
        const container = node;
        for (const key of orderedKeys(node)) {
            const child = container[key];
            if (child === null || typeof child !== 'object')
                continue;
            const ancestor = onStack.get(child);
            if (ancestor) {
                // A back edge: the schema contains itself. Point at its name when it has one.
                const ref = { $ref: names.get(child) ?? fragmentPointer(ancestor) };
                cutRefs.add(ref);
                container[key] = ref;
            }
            else if (!done.has(child)) {
                visit(child, [...path, Array.isArray(node) ? Number(key) : key]);
            }
        }
        onStack.delete(node);
        done.add(node);
    };
    visit(root, []);
    return {
        root,
        isCutRef: (node) => cutRefs.has(node),
        resolve: (ref) => resolvePointer(root, ref),
    };
}
/** Named schemas (`components/schemas/X`, 2.0 `definitions/X`) by identity, for readable refs. */
function namedSchemas(root) {
    const names = new Map();
    const add = (container, prefix) => {
        if (!container || typeof container !== 'object')
            return;
        for (const [name, schema] of Object.entries(container)) {
            if (schema && typeof schema === 'object' && !names.has(schema))
                names.set(schema, fragmentPointer([...prefix, name]));
        }
    };
    const components = root.components;
    add(components?.schemas, ['components', 'schemas']);
    add(root.definitions, ['definitions']);
    return names;
}
/** Components first, so that an anonymous recursion point is named by its components path. */
function orderedKeys(node) {
    const keys = Object.keys(node);
    if (Array.isArray(node))
        return keys;
    const first = keys.filter((key) => ['components', 'definitions'].includes(key));
    return first.length === 0 ? keys : [...first, ...keys.filter((key) => !first.includes(key))];
}

function specErrors(error, files) {
    const sources = new SourceCache(files);
    if (isRecord(error) && error.name === 'JSONParserErrorGroup' && Array.isArray(error.errors)) {
        return new InputErrors(dedupe(error.errors.filter(isParserError).map((each) => referenceError(each, sources))));
    }
    if (isParserError(error) && PARSER_ERROR_NAMES.has(error.name)) {
        return new InputErrors([referenceError(error, sources)]);
    }
    if (isRecord(error) && Array.isArray(error.details)) {
        const errors = schemaErrors(error.details.filter(isAjvDetail), files.main);
        if (errors.length > 0)
            return new InputErrors(errors);
    }
    const message = messageOf(error);
    if (message.startsWith('Validation failed.'))
        return new InputErrors([ruleError(message, files.main)]);
    return new InputErrors([
        new InputError(`the spec is not valid: ${firstLine(message)}`, start(files.main.file), 'fix the spec'),
    ]);
}
// ------------------------------------------------------------------ $ref problems
const PARSER_ERROR_NAMES = new Set([
    'MissingPointerError',
    'ResolverError',
    'ParserError',
    'InvalidPointerError',
    'UnmatchedResolverError',
    'UnmatchedParserError',
    'JSONParserError',
]);
function referenceError(error, sources) {
    const written = whereWritten(error, sources);
    const ref = written?.ref ?? (typeof error.targetRef === 'string' ? error.targetRef : undefined);
    const location = written?.location ?? start(sources.main.file);
    const shown = ref === undefined ? 'a $ref' : `$ref "${ref}"`;
    switch (error.name) {
        case 'MissingPointerError': {
            const target = typeof error.targetRef === 'string' ? error.targetRef : (ref ?? '');
            const [file, pointer = ''] = splitRef(ref ?? target);
            const name = (fromPointer(`#${pointer}`) ?? []).join('/');
            const where = file ? ` in ${file}` : '';
            return new InputError(`${shown} points to nothing: ${name || target}${where} does not exist`, location, `define ${name || target}${where} or fix the $ref`);
        }
        case 'ResolverError':
        case 'UnmatchedResolverError': {
            const missing = typeof error.source === 'string' && error.source !== written?.file ? error.source : undefined;
            const file = ref ? splitRef(ref)[0] : missing ? sources.display(missing) : 'the file';
            return new InputError(`${shown} names a file that cannot be read: ${firstLine(error.message)}`, location, `create ${file || 'the file'} or fix the $ref`);
        }
        case 'ParserError':
        case 'UnmatchedParserError': {
            // `source` names the referring file here; the broken one is what the $ref names.
            const target = written && ref !== undefined && splitRef(ref)[0] !== ''
                ? builtin$1.resolve(builtin$1.dirname(written.file), splitRef(ref)[0])
                : /^Error parsing (.+?): /.exec(error.message)?.[1];
            const broken = target === undefined ? undefined : sources.syntaxError(target);
            if (broken)
                return broken;
            return new InputError(`${shown} names a file that is not YAML or JSON: ${firstLine(error.message)}`, location, 'fix that file');
        }
        case 'InvalidPointerError':
            return new InputError(`${shown} is not a valid reference`, location, 'write it as #/components/schemas/Name or file.yaml#/Name');
        default:
            return new InputError(`${shown} cannot be resolved: ${firstLine(error.message)}`, location, 'fix the $ref');
    }
}
/** The file and place where the failing `$ref` is written, and its text. */
function whereWritten(error, sources) {
    let file;
    let path;
    // json-schema-ref-parser names the referring place in `parentPath` (`file#/pointer`) when the
    // target lives in another file; otherwise `source` is the referring file and `path` the place.
    const parentPath = typeof error.parentPath === 'string' ? error.parentPath : '';
    const hash = parentPath.indexOf('#');
    if (hash > 0) {
        file = parentPath.slice(0, hash);
        path = fromPointer(parentPath.slice(hash));
    }
    else if (Array.isArray(error.path) && typeof error.source === 'string') {
        file = error.source;
        path = error.path.map(String);
    }
    if (file !== undefined && path !== undefined) {
        const source = sources.get(file);
        if (source) {
            const typed = typedPath(source.value, path);
            const ref = refAt(source.value, typed);
            return { file, ref, location: source.locate([...typed, '$ref']) };
        }
    }
    // Without a place, search the main document for the `$ref` as written.
    const wanted = typeof error.targetRef === 'string' ? error.targetRef : undefined;
    const found = findRef(sources.main.value, (ref) => wanted !== undefined
        ? ref === wanted || ref.endsWith(wanted)
        : typeof error.source === 'string' &&
            builtin$1.resolve(builtin$1.dirname(sources.absolutePath), splitRef(ref)[0]) === error.source);
    if (!found)
        return undefined;
    return {
        file: sources.absolutePath,
        ref: found.ref,
        location: sources.main.locate([...found.path, '$ref']),
    };
}
function refAt(root, path) {
    const node = valueAt(root, path);
    return isRecord(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}
function findRef(node, accept, path = []) {
    if (Array.isArray(node)) {
        for (const [index, child] of node.entries()) {
            const found = findRef(child, accept, [...path, index]);
            if (found)
                return found;
        }
    }
    else if (isRecord(node)) {
        if (typeof node.$ref === 'string' && accept(node.$ref))
            return { ref: node.$ref, path };
        for (const [key, child] of Object.entries(node)) {
            const found = findRef(child, accept, [...path, key]);
            if (found)
                return found;
        }
    }
    return undefined;
}
/** `./schemas/x.yaml#/Foo` → `['./schemas/x.yaml', '/Foo']`. */
function splitRef(ref) {
    const hash = ref.indexOf('#');
    return hash < 0 ? [ref, ''] : [ref.slice(0, hash), ref.slice(hash + 1)];
}
/** The spec file and the external files its `$ref`s name, parsed on demand for locations. */
class SourceCache {
    main;
    absolutePath;
    loaded = new Map();
    broken = new Map();
    constructor(files) {
        this.main = files.main;
        this.absolutePath = files.absolutePath;
        this.loaded.set(files.absolutePath, files.main);
    }
    /** How a user sees `file`: relative to the spec, as the spec's own display path is. */
    display(file) {
        return builtin$1.join(builtin$1.dirname(this.main.file), builtin$1.relative(builtin$1.dirname(this.absolutePath), file));
    }
    get(file) {
        if (!this.loaded.has(file))
            this.load(file);
        return this.loaded.get(file);
    }
    syntaxError(file) {
        this.get(file);
        return this.broken.get(file);
    }
    load(file) {
        try {
            this.loaded.set(file, parseYamlSource(this.display(file), builtin$2.readFileSync(file, 'utf8')));
        }
        catch (error) {
            this.loaded.set(file, undefined);
            if (error instanceof InputErrors && error.errors[0])
                this.broken.set(file, error.errors[0]);
        }
    }
}
// ------------------------------------------------------------------ schema validation
/**
 * ajv validates the spec against the OpenAPI meta-schema with every error on, so a single
 * mistake under a `oneOf` (Reference | Parameter, body | non-body parameter) comes with the
 * complaints of every alternative. These rules keep the complaint about the alternative meant.
 */
function schemaErrors(reported, main) {
    const details = mergeEnums(reported, main);
    const value = (pointer) => valueAt(main.value, pointerSegments(pointer, main.value));
    const places = new Map();
    const placeOf = (detail) => {
        let place = places.get(detail);
        if (place === undefined) {
            place = describeSpecPath(pointerSegments(detail.instancePath, main.value));
            places.set(detail, place);
        }
        return place;
    };
    /** Errors about the same place in the file (a component reached through several $refs is one place). */
    const at = (detail) => details.filter((other) => placeOf(other) === placeOf(detail));
    const below = (pointer) => details.filter((detail) => detail.instancePath === pointer || detail.instancePath.startsWith(`${pointer}/`));
    const swagger2 = isRecord(main.value) && main.value.swagger !== undefined;
    const kept = details.filter((detail) => {
        const here = at(detail);
        const others = below(detail.instancePath).filter((other) => other !== detail);
        // Summaries of failed alternatives say nothing the alternatives do not.
        if (['oneOf', 'anyOf', 'if', 'then', 'else', 'not'].includes(detail.keyword)) {
            return others.every((other) => ['oneOf', 'anyOf', 'if', 'then', 'else', 'not'].includes(other.keyword));
        }
        const isReferenceBranch = here.some((other) => other.keyword === 'required' && other.params.missingProperty === '$ref');
        const node = value(detail.instancePath);
        if (detail.keyword === 'required' && detail.params.missingProperty === '$ref') {
            return others.length === 0;
        }
        // The Reference alternative (`$ref` only) rejects every key: those rejections are not the point.
        if ((detail.keyword === 'additionalProperties' || detail.keyword === 'unevaluatedProperties') &&
            isReferenceBranch) {
            const property = String(detail.params.additionalProperty ?? detail.params.unevaluatedProperty);
            const rejections = here.filter((other) => other.keyword === detail.keyword &&
                String(other.params.additionalProperty ?? other.params.unevaluatedProperty) === property);
            return rejections.length > 1 && rejections.indexOf(detail) === 0;
        }
        // Swagger 2.0 parameters: the `in` value picks body or non-body; drop the other alternative.
        if (swagger2 &&
            isRecord(node) &&
            typeof node.in === 'string' &&
            /\/parameters\/\d+$/.test(detail.instancePath)) {
            const isBody = node.in === 'body';
            if (detail.keyword === 'required' && detail.params.missingProperty === 'schema' && !isBody)
                return false;
            if (detail.keyword === 'required' && detail.params.missingProperty === 'type' && isBody)
                return false;
        }
        // A parameter's `in` picks the alternative; other alternatives' one-value enums on it are noise.
        if (detail.keyword === 'enum' && /\/parameters\/\d+\/in$/.test(detail.instancePath)) {
            return !parameterLocations(main).includes(String(node));
        }
        // `type: strin` under a schema fails both "one of the simple types" and "an array of them".
        if (detail.keyword === 'type' && here.some((other) => other.keyword === 'enum'))
            return false;
        return true;
    });
    // With an unknown `in`, every kind of parameter rejects it: only the `in` is worth saying.
    const unknownIn = new Set(kept
        .filter((detail) => detail.keyword === 'enum' && /\/parameters\/\d+\/in$/.test(detail.instancePath))
        .map((detail) => detail.instancePath.replace(/\/in$/, '')));
    const focused = kept.filter((detail) => !unknownIn.has(detail.instancePath));
    const merged = mergeAlternativeRequired(focused);
    return dedupe(merged.map((detail) => schemaError(detail, main, value(detail.instancePath))));
}
function parameterLocations(main) {
    return isRecord(main.value) && main.value.swagger !== undefined
        ? ['query', 'header', 'path', 'formData', 'body']
        : ['query', 'header', 'path', 'cookie'];
}
/** Several alternatives' enums on one value → one enum allowing what any of them allows. */
function mergeEnums(details, main) {
    const first = new Map();
    const out = [];
    for (const detail of details) {
        if (detail.keyword !== 'enum') {
            out.push(detail);
            continue;
        }
        const allowed = Array.isArray(detail.params.allowedValues) ? detail.params.allowedValues : [];
        // Keyed by the place in the file: one component reached through several $refs is one place.
        const place = describeSpecPath(pointerSegments(detail.instancePath, main.value));
        const existing = first.get(place);
        if (existing) {
            const union = new Set([...existing.params.allowedValues, ...allowed]);
            existing.params = { allowedValues: [...union] };
            continue;
        }
        const merged = { ...detail, params: { allowedValues: [...allowed] } };
        first.set(place, merged);
        out.push(merged);
    }
    return out;
}
/** "must have 'schema'" and "must have 'content'" from two alternatives → one: either of them. */
function mergeAlternativeRequired(details) {
    const out = [];
    for (const detail of details) {
        const pair = detail.keyword === 'required' && ['schema', 'content'].includes(String(detail.params.missingProperty));
        const both = details.filter((other) => other.instancePath === detail.instancePath &&
            other.keyword === 'required' &&
            ['schema', 'content'].includes(String(other.params.missingProperty)));
        if (pair && both.length === 2) {
            if (both[0] === detail) {
                out.push({ ...detail, keyword: 'requiredOneOf', params: { properties: ['schema', 'content'] } });
            }
            continue;
        }
        out.push(detail);
    }
    return out;
}
function schemaError(detail, main, value) {
    const path = pointerSegments(detail.instancePath, main.value);
    const where = path.length === 0 ? 'the spec' : describeSpecPath(path);
    const params = detail.params;
    if (detail.keyword === 'requiredOneOf') {
        return new InputError(`${where} needs either 'schema' or 'content'`, main.locateKey(path), `add 'schema' to ${where}`);
    }
    // A parameter's `in` is checked against the locations of this spec's version, not one alternative's.
    const error = /\/parameters\/\d+\/in$/.test(detail.instancePath)
        ? { ...detail, params: { allowedValues: parameterLocations(main) } }
        : detail;
    const text = schemaErrorText(error, { words: 'yaml', value });
    const message = schemaErrorSentence(text, { subject: where });
    switch (detail.keyword) {
        case 'required': {
            const property = String(params.missingProperty);
            return new InputError(message, main.locateKey(path), `add '${property}' to ${where}`);
        }
        case 'additionalProperties':
        case 'unevaluatedProperties': {
            const property = String(params.additionalProperty ?? params.unevaluatedProperty);
            return new InputError(message, main.locateKey([...path, property]), `${text.hint} (extensions start with 'x-')`);
        }
        case 'enum':
        case 'type':
            return new InputError(message, main.locate(path), text.hint);
        case 'pattern':
            return new InputError(message, main.locateKey(path), 'check the OpenAPI specification for the allowed form');
        default:
            return new InputError(message, main.locate(path), 'check it against the OpenAPI specification');
    }
}
// ------------------------------------------------------------------ Swagger 2.0 rules
/**
 * swagger-parser's 2.0 rules name places like `/paths/users/{id}/get` (not a JSON pointer), so
 * the longest documented path (and method) the message mentions is where it points.
 */
function ruleError(message, main) {
    const text = message.replace(/^Validation failed\.\s*/, '');
    const paths = Object.keys(isRecord(main.value) && isRecord(main.value.paths) ? main.value.paths : {});
    const mentioned = paths
        .filter((path) => text.includes(`/paths${path}`))
        .sort((a, b) => b.length - a.length)[0];
    if (mentioned === undefined)
        return new InputError(text, start(main.file), 'fix the spec');
    const method = HTTP_METHODS.find((candidate) => text.includes(`/paths${mentioned}/${candidate}`));
    const place = method ? ['paths', mentioned, method] : ['paths', mentioned];
    const written = method ? `/paths${mentioned}/${method}` : `/paths${mentioned}`;
    return new InputError(text.split(written).join(describeSpecPath(place)), main.locateKey(place), 'fix the spec at this place');
}
// ------------------------------------------------------------------ helpers
/** `['paths', '/users', 'get', 'parameters', 0]` → `paths['/users'].get.parameters[0]`. */
function describeSpecPath(path) {
    return path
        .map((segment, index) => {
        if (typeof segment === 'number')
            return `[${segment}]`;
        const text = segment;
        if (/^[A-Za-z_$][\w$-]*$/.test(text))
            return index === 0 ? text : `.${text}`;
        return `['${text}']`;
    })
        .join('');
}
/**
 * ajv's instancePath (into the dereferenced document) as a path in the file: indexes into lists
 * become numbers, as YamlSource wants them, and a local `$ref` on the way is followed to where
 * its target is written — a mistake in `components/schemas/X` is reported there, once.
 */
function pointerSegments(pointer, root) {
    if (pointer === '')
        return [];
    let segments = [];
    let node = root;
    for (const raw of pointer.slice(1).split('/')) {
        const key = unescapeSegment(raw);
        const seen = new Set();
        while (isRecord(node) && typeof node.$ref === 'string' && key !== '$ref' && !seen.has(node)) {
            seen.add(node);
            const target = fromPointer(node.$ref);
            if (target === undefined)
                break;
            segments = typedPath(root, target);
            node = valueAt(root, segments);
        }
        const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
        segments.push(segment);
        node = valueAt(node, [segment]);
    }
    return segments;
}
function typedPath(root, keys) {
    const segments = [];
    let node = root;
    for (const key of keys) {
        const segment = Array.isArray(node) && /^\d+$/.test(key) ? Number(key) : key;
        segments.push(segment);
        node = valueAt(node, [segment]);
    }
    return segments;
}
function start(file) {
    return { file, line: 1, column: 1 };
}
function firstLine(message) {
    return message.split('\n')[0] ?? message;
}
function dedupe(errors) {
    const seen = new Set();
    return errors.filter((error) => {
        const key = error.describe();
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
function isAjvDetail(value) {
    return (isRecord(value) &&
        typeof value.instancePath === 'string' &&
        typeof value.keyword === 'string' &&
        isRecord(value.params));
}
function isParserError(value) {
    return isRecord(value) && typeof value.name === 'string' && typeof value.message === 'string';
}

/**
 * OpenAPI 3.1 leaves its schemas to JSON Schema 2020-12, so the OpenAPI meta-schema accepts any
 * object there and a typo such as `type: strin` would only surface when a response is checked.
 * This checks every schema written in a 3.1 document against the 2020-12 meta-schema at load
 * time, and points at the line.
 */
const DIALECT_2020 = 'https://json-schema.org/draft/2020-12/schema';
/** Subtrees holding example data, not schemas: a key named `schema` in there means nothing. */
const DATA_KEYS$1 = new Set(['example', 'examples', 'default', 'enum', 'const']);
let metaValidator;
function checkSchemas31(source) {
    const root = source.value;
    if (!isRecord(root))
        return [];
    if (typeof root.jsonSchemaDialect === 'string' && !root.jsonSchemaDialect.startsWith(DIALECT_2020))
        return [];
    const errors = [];
    for (const { schema, path } of writtenSchemas(root)) {
        if (typeof schema.$schema === 'string' && !schema.$schema.startsWith(DIALECT_2020))
            continue;
        // The quick yes; for a no, ajv (and its meta-schema, compiled only then) says why.
        if (meetsMetaSchema2020(schema))
            continue;
        metaValidator ??= new _2020Exports.Ajv2020({ allErrors: true, strict: false, logger: false });
        const ajv = metaValidator;
        if (ajv.validateSchema(schema))
            continue;
        // The meta-schema's alternatives live behind $refs, so ajv cannot tell which one was meant;
        // its first complaint about a place is the telling one ("must be one of …" before "must be array").
        const said = new Set();
        for (const violation of describeErrors(ajv.errors ?? [], schema)) {
            const where = [...path, ...violation.path];
            const place = describeSpecPath(where);
            if (said.has(place))
                continue;
            said.add(place);
            errors.push(new InputError(`${place} ${violation.message}`, source.locate(where), 'fix the schema: OpenAPI 3.1 schemas are JSON Schema 2020-12'));
        }
    }
    return errors;
}
/** Every schema as written: `components.schemas.*` and each value under a `schema` key. */
function writtenSchemas(root) {
    const found = [];
    const components = isRecord(root.components) ? root.components : {};
    const named = isRecord(components.schemas) ? components.schemas : {};
    for (const [name, schema] of Object.entries(named)) {
        if (isRecord(schema))
            found.push({ schema, path: ['components', 'schemas', name] });
    }
    const visit = (node, path) => {
        if (Array.isArray(node)) {
            node.forEach((child, index) => visit(child, [...path, index]));
            return;
        }
        if (!isRecord(node))
            return;
        for (const [key, child] of Object.entries(node)) {
            if (DATA_KEYS$1.has(key) || (path.length === 1 && path[0] === 'components' && key === 'schemas'))
                continue;
            if (key === 'schema' && isRecord(child))
                found.push({ schema: child, path: [...path, key] });
            else
                visit(child, [...path, key]);
        }
    };
    visit(root.paths, ['paths']);
    visit(root.webhooks, ['webhooks']);
    visit(root.components, ['components']);
    return found;
}

/**
 * The rules of an OpenAPI document that its JSON Schema cannot say, checked when the spec is
 * loaded so that `validate` refuses what a run would trip over: a request matched to the wrong
 * operation, a path parameter never filled in, a schema that cannot be compiled or never stops
 * being checked.
 *
 * The path and parameter rules are those of Spectral's `oas` ruleset, which states them as a
 * maintained, widely used rule set (rule names in brackets): `path-params` (equivalent paths, a
 * placeholder named twice, path parameters that are optional, declared twice, missing from the
 * path or from the parameters), `operation-parameters` (a parameter repeated by name and place),
 * `path-not-include-query` and `path-declarations-must-exist`. Spectral warns about the last three;
 * here they are errors, because a run matches every request against the paths as written. Its
 * style rules (descriptions, tags, contact) are left out: they say nothing about whether a run works.
 *
 * The reference rules are JSON Schema's and JSON Pointer's (RFC 6901): a local `$ref` is a pointer
 * (`#/…`) or, in a 3.1 schema, a named `$anchor`; `$dynamicRef` names a `$dynamicAnchor`; `#` alone
 * is the whole document, which stands for no schema or parameter. And a schema must not refer to
 * itself without reaching into the value (`A: { $ref: A }`, or `allOf` round a circle): checking a
 * value against it would never end.
 *
 * The document is read as written (the source value, before swagger-parser resolves it), so every
 * error points at the line of the mistake; local `$ref`s are followed where a rule needs what they
 * stand for, references to other files are left to the parser.
 */
/** Every rule the document breaks, in the order they are found. */
function checkSpecRules(source, version) {
    const root = source.value;
    if (!isRecord(root))
        return [];
    const errors = [];
    const report = (path, message, hint, at = 'value') => {
        errors.push(new InputError(message, at === 'key' ? source.locateKey(path) : source.locate(path), hint));
    };
    if (isRecord(root.paths))
        checkPaths(root, root.paths, report, source);
    checkReferences(root, version, report);
    // Once each (a path item's parameter is checked with every operation of it), in file order.
    const unique = [...new Map(errors.map((error) => [error.describe(), error])).values()];
    const place = (error) => [
        error.location?.line ?? 0,
        error.location?.column ?? 0,
    ];
    return unique.sort((a, b) => place(a)[0] - place(b)[0] || place(a)[1] - place(b)[1]);
}
// ------------------------------------------------------------------ paths and parameters
/** `{id}` in a path template (Spectral's pattern, which also takes RFC 6570's `{;id}`, `{?id}`, `{id*}`). */
const TEMPLATE = /\{;?\??[A-Za-z0-9_.~-]+\*?\}/g;
function checkPaths(root, paths, report, source) {
    const normalized = new Map();
    for (const [path, item] of Object.entries(paths)) {
        if (path.startsWith('x-'))
            continue;
        const key = ['paths', path];
        // [path-not-include-query]. A `#` is left alone: `/cookies#form` is how some specs give one
        // path two operations, and a client drops the fragment of what it sends.
        const query = path.indexOf('?');
        if (query !== -1) {
            report(key, `path '${path}' holds a query string; a path key is the path alone`, `write '${path.slice(0, query) || '/'}', and document what follows as parameters with in: query`, 'key');
            continue;
        }
        // [path-declarations-must-exist]
        if (path.includes('{}')) {
            report(key, `path '${path}' has an empty placeholder {}`, 'name the parameter, e.g. {id}', 'key');
            continue;
        }
        // [path-params]: /a/{x} and /a/{y} are one path to a request.
        const shape = path.replace(TEMPLATE, '{}');
        const twin = normalized.get(shape);
        if (twin !== undefined) {
            report(key, `paths '${twin}' and '${path}' are the same path with other parameter names, so a request cannot tell them apart`, `keep one of them (at ${formatLocation(source.locateKey(['paths', twin]))}) and put the operations of both under it`, 'key');
        }
        else
            normalized.set(shape, path);
        const placeholders = [];
        for (const match of path.matchAll(TEMPLATE)) {
            const name = match[0].replace(/[{}?*;]/g, '');
            if (placeholders.includes(name)) {
                report(key, `path '${path}' names {${name}} twice`, 'give each path parameter its own name', 'key');
            }
            else
                placeholders.push(name);
        }
        if (!isRecord(item))
            continue;
        checkPathItem(root, item, key, path, placeholders, report);
    }
}
function checkPathItem(root, item, key, path, placeholders, report) {
    const shared = parameterList(root, item.parameters, [...key, 'parameters'], report);
    for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isRecord(operation))
            continue;
        const at = [...key, method];
        const own = parameterList(root, operation.parameters, [...at, 'parameters'], report);
        // The operation's own parameters override the path item's of the same name and place.
        const overridden = new Set(own.map(({ parameter }) => identity(parameter)));
        const all = [...own, ...shared.filter(({ parameter }) => !overridden.has(identity(parameter)))];
        const inPath = all.filter(({ parameter }) => parameter.in === 'path');
        const declared = new Set(inPath.map(({ parameter }) => String(parameter.name)));
        const unmatched = inPath.filter(({ parameter }) => !placeholders.includes(String(parameter.name)));
        const missing = placeholders.filter((name) => !declared.has(name));
        // A parameter and a placeholder that miss each other are most likely one name written two ways.
        unmatched.forEach(({ parameter, path: where }, index) => {
            const name = String(parameter.name);
            const counterpart = missing[index];
            report([...where, 'name'], counterpart === undefined
                ? `path parameter '${name}' is not in the path '${path}'`
                : `path parameter '${name}' is not in the path '${path}', which names {${counterpart}}`, counterpart === undefined
                ? 'remove it, add {' + name + '} to the path, or make it a query parameter (in: query)'
                : `rename the parameter to ${counterpart}, or the placeholder to {${name}}`);
        });
        const undeclared = missing.slice(unmatched.length);
        if (undeclared.length > 0) {
            report(at, `${method.toUpperCase()} ${path} declares no path parameter for ${undeclared.map((name) => `{${name}}`).join(', ')}`, `add it to parameters: - { name: ${undeclared[0]}, in: path, required: true, schema: { type: string } }`, 'key');
        }
    }
}
/**
 * A `parameters` list with local `$ref`s followed, each parameter with where it is written. Rules
 * about one list are checked here: [operation-parameters] a name repeated in the same place, and
 * [path-params] a path parameter that is not required.
 */
function parameterList(root, list, at, report) {
    if (!Array.isArray(list))
        return [];
    const found = [];
    const first = new Map();
    list.forEach((written, index) => {
        const parameter = followLocal(root, written);
        if (!isRecord(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string')
            return;
        const path = [...at, index];
        const id = identity(parameter);
        const earlier = first.get(id);
        if (earlier !== undefined) {
            report(path, `parameter '${parameter.name}' (in: ${parameter.in}) is declared twice in this list (first as item ${earlier + 1})`, 'keep one of them: a parameter is known by its name and place');
            return;
        }
        first.set(id, index);
        if (parameter.in === 'path' && parameter.required !== true) {
            report(path, `path parameter '${parameter.name}' must be required: a path cannot leave it out`, 'add required: true');
        }
        found.push({ parameter, path });
    });
    return found;
}
/** A parameter is known by its place and name; header names are case-insensitive. */
function identity(parameter) {
    const name = String(parameter.name);
    return `${String(parameter.in)}\u0000${parameter.in === 'header' ? name.toLowerCase() : name}`;
}
/** `value`, or what its local `$ref` (and the `$ref`s that one leads to) stands for; a `$ref` to another file as written. */
function followLocal(root, value) {
    let node = value;
    for (let hops = 0; hops < 32 && isRecord(node) && typeof node.$ref === 'string'; hops++) {
        if (!node.$ref.startsWith('#/'))
            return node;
        node = resolvePointer(root, node.$ref);
    }
    return node;
}
// ------------------------------------------------------------------ references
/** Subtrees that hold data (examples, defaults, enums) or extensions, not schemas or references. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);
/** Keywords that check the same value again (rather than a part of it): a circle through them never ends. */
const IN_PLACE = new Set(['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else']);
/** Keys whose value maps names to schemas, parameters and the like. */
const NAMED = new Set([
    'properties',
    'patternProperties',
    'dependentSchemas',
    '$defs',
    'definitions',
    'schemas',
    'parameters',
    'responses',
    'requestBodies',
    'headers',
    'examples',
    'links',
    'callbacks',
    'pathItems',
    'securitySchemes',
    'content',
    'encoding',
    'paths',
    'webhooks',
]);
const EMPTY = Object.freeze({});
const ANCHOR_NAME = /^[A-Za-z_][-A-Za-z0-9._]*$/;
function checkReferences(root, version, report) {
    // One pass over the document, depth first without recursion (its depth is the user's), the path
    // of the current object kept in one array: the objects that hold a `$ref`, `$dynamicRef` or
    // in-place keyword are kept with their place, and every anchor is noted.
    const anchors = new Set();
    const dynamicAnchors = new Set();
    const referring = [];
    /** Parameters, headers and media types with both `example` and `examples`, which OpenAPI makes exclusive. */
    const exemplified = [];
    const walkedOf = new Map();
    const path = [];
    const pending = [{ node: root, key: '', depth: 0, scoped: false, examples: false }];
    while (pending.length > 0) {
        const frame = pending.pop();
        const { node, depth } = frame;
        path.length = Math.max(0, depth - 1);
        if (depth > 0)
            path.push(frame.key);
        const scoped = frame.scoped || (depth > 0 && typeof node.$id === 'string');
        if (typeof node.$anchor === 'string')
            anchors.add(node.$anchor);
        if (typeof node.$dynamicAnchor === 'string')
            dynamicAnchors.add(node.$dynamicAnchor);
        const refers = typeof node.$ref === 'string' || typeof node.$dynamicRef === 'string' || hasInPlace(node);
        // Not in a schema, where `examples` is a list beside the deprecated `example` keyword.
        const both = node.example !== undefined && isRecord(node.examples);
        if (refers || both) {
            const walked = { node, path: [...path], scoped };
            if (refers) {
                referring.push(walked);
                walkedOf.set(node, walked);
            }
            if (both)
                exemplified.push(walked);
        }
        // In a mapping of names (`properties`, `schemas`), `default` or `example` is a name, not data.
        const names = NAMED.has(String(frame.key));
        for (const key in node) {
            if (!Object.hasOwn(node, key))
                continue;
            const child = node[key];
            if (typeof child !== 'object' || child === null)
                continue;
            if (!names && (DATA_KEYS.has(key) || key.startsWith('x-')))
                continue;
            // A schema's `examples` is a list of data; an OpenAPI `examples` maps names to Example Objects.
            if (!names && key === 'examples' && Array.isArray(child))
                continue;
            // An Example Object's value is data too.
            if (key === 'value' && frame.examples)
                continue;
            const examples = frame.examples || key === 'examples';
            if (Array.isArray(child)) {
                // A list's items sit one level below it: its key is pushed as a frame of its own, holding nothing.
                for (let index = child.length - 1; index >= 0; index--) {
                    const item = child[index];
                    if (isRecord(item))
                        pending.push({ node: item, key: index, depth: depth + 2, scoped, examples });
                }
                pending.push({ node: EMPTY, key, depth: depth + 1, scoped, examples });
            }
            else
                pending.push({ node: child, key, depth: depth + 1, scoped, examples });
        }
    }
    for (const walked of exemplified) {
        report(walked.path, 'example and examples are both given here; OpenAPI takes one or the other', 'keep examples (named examples) or example (one value), not both', 'key');
    }
    for (const walked of referring) {
        if (walked.scoped)
            continue;
        const { node } = walked;
        if (typeof node.$ref === 'string') {
            const problem = localRefProblem(node.$ref, version, anchors);
            if (problem)
                report([...walked.path, '$ref'], problem.message, problem.hint);
        }
        if (typeof node.$dynamicRef === 'string' &&
            !dynamicRefResolves(root, node.$dynamicRef, anchors, dynamicAnchors)) {
            const ref = node.$dynamicRef;
            const fragment = ref.slice(ref.indexOf('#') + 1) || 'name';
            report([...walked.path, '$dynamicRef'], `$dynamicRef "${ref}" leads nowhere: no schema declares $dynamicAnchor: ${fragment}`, `declare $dynamicAnchor: ${fragment} in the schema it stands for, or use $ref with a pointer such as #/components/schemas/Name`);
        }
    }
    checkInPlaceCircles(root, referring, walkedOf, report);
}
/** A `$dynamicRef` starts out as a `$ref`: to an anchor (dynamic or plain) or a pointer of this document; another document's is left to the parser. */
function dynamicRefResolves(root, ref, anchors, dynamicAnchors) {
    if (!ref.startsWith('#'))
        return true;
    const fragment = ref.slice(1);
    if (fragment.startsWith('/'))
        return resolvePointer(root, ref) !== undefined;
    return dynamicAnchors.has(fragment) || anchors.has(fragment);
}
function hasInPlace(node) {
    for (const key of IN_PLACE)
        if (node[key] !== undefined)
            return true;
    return false;
}
/** Why a `$ref` can point at nothing a reader of the spec means, or undefined. */
function localRefProblem(ref, version, anchors) {
    const hash = ref.indexOf('#');
    if (hash === -1)
        return undefined;
    const local = hash === 0;
    const fragment = ref.slice(hash + 1);
    if (fragment === '' || fragment === '/') {
        return local
            ? {
                message: `$ref "${ref}" points at the whole document, which stands for no schema, parameter or response`,
                hint: 'point it at what it stands for, e.g. #/components/schemas/Name',
            }
            : undefined;
    }
    if (fragment.startsWith('/'))
        return undefined;
    if (version === '3.1' && ANCHOR_NAME.test(fragment)) {
        if (!local || anchors.has(fragment))
            return undefined;
        return {
            message: `$ref "${ref}" names the anchor ${fragment}, and no schema declares $anchor: ${fragment}`,
            hint: `declare $anchor: ${fragment} in the schema it stands for, or write a pointer such as #/components/schemas/${fragment}`,
        };
    }
    return {
        message: `$ref "${ref}" is not a JSON pointer: after # it must start with /`,
        hint: `write ${ref.slice(0, hash)}#/${fragment.replace(/^\/*/, '')}`,
    };
}
/** `components.schemas.User` for a schema written under a name (2.0: `definitions.User`), else undefined. */
function namedSchema(walked) {
    if (!walked)
        return undefined;
    const path = walked.path;
    const named = (path.length === 3 && path[0] === 'components' && path[1] === 'schemas') ||
        (path.length === 2 && path[0] === 'definitions');
    return named ? describeSpecPath(path) : undefined;
}
function isText(value) {
    return value !== undefined;
}
/**
 * A schema that reaches itself again through `$ref` and keywords that check the same value (allOf,
 * anyOf, oneOf, not, if/then/else), without first going into a part of the value (properties,
 * items): checking any value against it recurses without end. Reported at the `$ref` that closes
 * the circle.
 */
function checkInPlaceCircles(root, referring, walkedOf, report) {
    // Many `$ref`s name the same schema: each pointer is followed once.
    const targets = new Map();
    const target = (ref) => {
        if (!targets.has(ref))
            targets.set(ref, resolvePointer(root, ref));
        return targets.get(ref);
    };
    /** The schemas a schema checks the same value against, each with the keyword that leads there (its path made only to report it). */
    const edges = (walked) => {
        const { node } = walked;
        const out = [];
        if (typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !walked.scoped) {
            const to = target(node.$ref);
            if (isRecord(to))
                out.push({ to, from: walked, via: ['$ref'] });
        }
        for (const key of IN_PLACE) {
            const value = node[key];
            if (Array.isArray(value)) {
                value.forEach((item, index) => {
                    if (isRecord(item))
                        out.push({ to: item, from: walked, via: [key, index] });
                });
            }
            else if (isRecord(value))
                out.push({ to: value, from: walked, via: [key] });
        }
        return out;
    };
    const state = new Map();
    const reported = new Set();
    for (const start of referring) {
        if (state.has(start.node))
            continue;
        // Depth-first without recursion: a frame is a schema and the edges still to follow.
        const stack = [];
        const enter = (node) => {
            state.set(node, 'open');
            const walked = walkedOf.get(node);
            stack.push({ node, edges: walked ? edges(walked) : [], next: 0 });
        };
        enter(start.node);
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const edge = frame.edges[frame.next++];
            if (!edge) {
                state.set(frame.node, 'done');
                stack.pop();
                continue;
            }
            const seen = state.get(edge.to);
            if (seen === 'open') {
                // The circle is the part of the stack from the schema reached again to this one.
                const circle = stack.slice(stack.findIndex((entry) => entry.node === edge.to));
                if (!circle.some((entry) => reported.has(entry.node))) {
                    circle.forEach((entry) => reported.add(entry.node));
                    const names = [
                        ...new Set(circle.map((entry) => namedSchema(walkedOf.get(entry.node))).filter(isText)),
                    ];
                    const who = names.length <= 1
                        ? `schema ${names[0] ?? describeSpecPath(walkedOf.get(edge.to).path)} refers to itself`
                        : `schemas ${names.slice(0, -1).join(', ')} and ${names.at(-1)} refer to each other in a circle`;
                    report([...edge.from.path, ...edge.via], `${who} without reaching into the value (through $ref, allOf, anyOf, oneOf or not), so checking a value against it would never end`, 'describe what the value holds (type, properties, items) instead of referring back, or remove this reference');
                }
            }
            else if (seen === undefined)
                enter(edge.to);
        }
    }
}

/** The versions swagger-parser validates; another patch release of the same minor is read as the newest of these. */
const NEWEST_PATCH = {
    '3.0': { known: ['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4'], newest: '3.0.4' },
    '3.1': { known: ['3.1.0', '3.1.1', '3.1.2'], newest: '3.1.2' },
};
/**
 * Loads an OpenAPI 3.0/3.1 or Swagger 2.0 spec (YAML or JSON): validates it, resolves every
 * `$ref` (external files relative to the spec), and returns the operations and contract checks.
 *
 * `path` is where to read; `displayPath` is how errors name the file (relative to the
 * repository, as annotations want). Every problem is an InputError with file:line:column.
 */
async function loadSpec(path, displayPath, yaml = {}) {
    const text = await readSpec(path, displayPath);
    return (await parseSpec(text, { location: builtin$1.resolve(path), displayPath, yaml })).spec;
}
/** Validates spec text already read (from a file or a URL), as loadSpec does. */
async function parseSpec(text, from) {
    const source = parseYamlSource(from.displayPath, text, from.yaml);
    const { version, document } = recognise(source);
    checkOperationIds(source);
    let api;
    try {
        // swagger-parser mutates what it is given; the parsed value stays the source of locations.
        api = await new SwaggerParser().validate(from.location, document, {
            continueOnError: true,
            resolve: referenceReaders(from),
            // Recursive schemas become object cycles here; decycle() cuts them back into $refs.
            dereference: { circular: true },
        });
    }
    catch (error) {
        throw specErrors(error, { main: source, absolutePath: from.location });
    }
    if (version === '3.1') {
        const schemaErrors = checkSchemas31(source);
        if (schemaErrors.length > 0)
            throw new InputErrors(schemaErrors);
    }
    const ruleErrors = checkSpecRules(source, version);
    if (ruleErrors.length > 0)
        throw new InputErrors(ruleErrors);
    const decycled = decycle(api);
    return { spec: createApiSpec(decycled, version, source), document: decycled.root, version, source };
}
/**
 * The spec as one document: every `$ref` to another file or URL brought inside it, every `$ref`
 * within it kept as written. Call it on spec text parseSpec has accepted.
 */
async function bundleSpec(text, from) {
    const document = structuredClone(parseYamlSource(from.displayPath, text, from.yaml).value);
    try {
        const bundled = await new SwaggerParser().bundle(from.location, document, {
            resolve: referenceReaders(from),
        });
        return bundled;
    }
    catch (error) {
        throw specErrors(error, {
            main: parseYamlSource(from.displayPath, text, from.yaml),
            absolutePath: from.location,
        });
    }
}
function referenceReaders(from) {
    // A `$ref` to a URL is fetched; a slow host must not stall the whole run for a minute.
    const http = { timeout: 10_000 };
    const readUrl = from.readUrl;
    if (!readUrl)
        return { http };
    const read = (file) => readUrl(file.url);
    const origin = URL.canParse(from.location) ? new URL(from.location).origin : undefined;
    return {
        http: { ...http, read },
        // The parser refuses loopback and private addresses (a spec must not make it probe the
        // network); a spec served from one may still refer to its own files beside it.
        sameOrigin: {
            order: 1,
            canRead: (file) => origin !== undefined &&
                origin !== 'null' &&
                URL.canParse(file.url) &&
                new URL(file.url).origin === origin,
            read,
        },
    };
}
async function readSpec(path, displayPath) {
    try {
        return await builtin$3.readFile(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const reason = code === 'ENOENT' ? 'the file does not exist' : code === 'EISDIR' ? 'it is a folder' : String(error);
        throw new InputError(`cannot read the spec ${displayPath}: ${reason}`, undefined, 'point the spec setting at your OpenAPI file, or put it at .falcon/spec.yaml');
    }
}
/**
 * The version, from `openapi` or `swagger`, and a copy of the document for swagger-parser.
 * Version mistakes are caught here, where they can be pointed at, rather than by the parser.
 */
function recognise(source) {
    const value = source.value;
    const top = { file: source.file, line: 1, column: 1 };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new InputError(`${source.file} is not an OpenAPI document: it holds ${Array.isArray(value) ? 'a list' : value === null || value === undefined ? 'nothing' : `a ${typeof value}`}, not a mapping`, top, 'point the spec setting at your OpenAPI file (it starts with `openapi: 3.1.0` or `swagger: "2.0"`)');
    }
    const root = value;
    const document = structuredClone(root);
    const errors = [];
    let version;
    if (root.swagger !== undefined) {
        if (root.swagger === '2.0')
            version = '2.0';
        else if (root.swagger === 2 || root.swagger === 2.0) {
            errors.push(new InputError('`swagger` must be the string "2.0", not a number', source.locate(['swagger']), 'write swagger: "2.0"'));
        }
        else {
            errors.push(new InputError(`Swagger version ${JSON.stringify(root.swagger)} is not supported`, source.locate(['swagger']), 'use swagger: "2.0" or OpenAPI 3'));
        }
    }
    else if (root.openapi !== undefined) {
        const declared = root.openapi;
        const minor = typeof declared === 'string' ? /^(3\.[01])\.\d+(-.+)?$/.exec(declared)?.[1] : undefined;
        if (typeof declared === 'number') {
            errors.push(new InputError(`\`openapi\` must be a string such as "3.0.3", not the number ${declared}`, source.locate(['openapi']), `quote it: openapi: "${declared}.0"`));
        }
        else if (minor === '3.0' || minor === '3.1') {
            version = minor;
            if (!NEWEST_PATCH[minor].known.includes(String(declared)))
                document.openapi = NEWEST_PATCH[minor].newest;
        }
        else {
            errors.push(new InputError(`OpenAPI version ${JSON.stringify(declared)} is not supported`, source.locate(['openapi']), 'Falcon CI reads OpenAPI 3.0 and 3.1 and Swagger 2.0: set openapi to "3.1.0" or "3.0.3" if the document follows one of them'));
        }
    }
    else {
        throw new InputError(`${source.file} is not an OpenAPI or Swagger document: it has no \`openapi\` or \`swagger\` key`, top, 'point the spec setting at your OpenAPI file, or start it with `openapi: 3.1.0`');
    }
    const info = root.info;
    if (info !== null &&
        typeof info === 'object' &&
        typeof info.version === 'number') {
        errors.push(new InputError('`info.version` must be a string, not a number', source.locate(['info', 'version']), 'quote it: version: "1.0"'));
    }
    if (version !== undefined && version !== '2.0' && root.paths === undefined && root.webhooks === undefined) {
        errors.push(new InputError('the spec has no `paths`', top, version === '3.1'
            ? 'add `paths:` listing the operations (or `paths: {}`)'
            : 'add `paths:` listing the operations'));
    }
    if (errors.length > 0 || version === undefined)
        throw new InputErrors(errors);
    return { version, document };
}
/** Two operations with one operationId make `operation:` in a flow ambiguous. */
function checkOperationIds(source) {
    const root = source.value;
    const paths = root.paths;
    if (paths === null || typeof paths !== 'object')
        return;
    // Places are looked up only for a repeated id: placing every operation of a large JSON spec would
    // build its whole syntax tree.
    const first = new Map();
    const errors = [];
    for (const [path, item] of Object.entries(paths)) {
        if (item === null || typeof item !== 'object')
            continue;
        for (const method of HTTP_METHODS) {
            const operation = item[method];
            if (operation === null || typeof operation !== 'object')
                continue;
            const id = operation.operationId;
            if (typeof id !== 'string')
                continue;
            const place = ['paths', path, method, 'operationId'];
            const earlier = first.get(id);
            if (earlier) {
                errors.push(new InputError(`operationId '${id}' is used twice (first at ${formatLocation(source.locate(earlier))})`, source.locate(place), 'give each operation its own operationId'));
            }
            else {
                first.set(id, place);
            }
        }
    }
    if (errors.length > 0)
        throw new InputErrors(errors);
}

export { bundleSpec, loadSpec, parseSpec };
